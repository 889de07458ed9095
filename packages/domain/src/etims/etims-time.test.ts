import { describe, expect, it } from 'vitest';
import { etimsDate, etimsDateTime, parseEtimsDateTime } from './etims-time';

describe('eTIMS times', () => {
  it('writes an instant in Nairobi time as YYYYMMDDhhmmss, and reads it back', () => {
    const at = new Date('2026-11-25T21:30:05Z');
    expect(etimsDateTime(at)).toBe('20261126003005');
    expect(parseEtimsDateTime('20261126003005')?.toISOString()).toBe('2026-11-25T21:30:05.000Z');
  });

  it('writes a business date as YYYYMMDD and refuses what is not a time', () => {
    expect(etimsDate('2026-03-01')).toBe('20260301');
    expect(parseEtimsDateTime('20261301003005')).toBeUndefined();
    expect(parseEtimsDateTime('2026112600300')).toBeUndefined();
    expect(parseEtimsDateTime('20260230120000')).toBeUndefined();
  });
});
