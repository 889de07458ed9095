import { describe, expect, it } from 'vitest';
import { correctionDate } from './correction-date';

describe('correctionDate', () => {
  it('takes the date asked for when it is on or after the document date', () => {
    expect(correctionDate('2026-10-05', '2026-11-25', '2026-11-03')).toBe('2026-11-03');
    expect(correctionDate('2026-10-05', '2026-11-25', '2026-10-05')).toBe('2026-10-05');
    // a date after today is the caller's to bound (the contract refuses dates far ahead)
    expect(correctionDate('2026-10-05', '2026-11-25', '2026-12-01')).toBe('2026-12-01');
  });

  it('refuses a date before the document date', () => {
    expect(correctionDate('2026-10-05', '2026-11-25', '2026-10-04')).toBeNull();
    expect(correctionDate('2026-10-05', '2026-11-25', '2025-12-31')).toBeNull();
  });

  it('defaults to today, or the document date when the document is dated ahead', () => {
    expect(correctionDate('2026-10-05', '2026-11-25')).toBe('2026-11-25');
    expect(correctionDate('2026-10-05', '2026-11-25', null)).toBe('2026-11-25');
    expect(correctionDate('2026-11-25', '2026-11-25', '')).toBe('2026-11-25');
    expect(correctionDate('2026-12-02', '2026-11-25')).toBe('2026-12-02');
  });
});
