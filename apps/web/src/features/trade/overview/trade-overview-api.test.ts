import { describe, expect, it } from 'vitest';
import { dueSoonRange, payablesOf } from './trade-overview-api';

describe('trade overview figures', () => {
  it('adds what bills still owe exactly', () => {
    const p = payablesOf([{ outstanding: 0.1 }, { outstanding: 0.2 }, { outstanding: 13793.4 }]);
    expect([p.count, p.amount.toFixed()]).toEqual([3, '13793.70']);
    expect(payablesOf([]).amount.toFixed()).toBe('0.00');
  });

  it('looks 30 days ahead for what falls due', () => {
    expect(dueSoonRange('2026-12-15')).toEqual({ dueFrom: '2026-12-15', dueTo: '2027-01-14' });
  });
});
