import { describe, expect, it } from 'vitest';
import { dueSoonRange } from './trade-overview-api';

describe('trade overview figures', () => {
  it('looks 30 days ahead for what falls due', () => {
    expect(dueSoonRange('2026-12-15')).toEqual({ dueFrom: '2026-12-15', dueTo: '2027-01-14' });
  });
});
