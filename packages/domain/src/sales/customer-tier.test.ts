import { describe, expect, it } from 'vitest';
import { customerTier, tierWindow } from './customer-tier';

describe('customer tier', () => {
  it('is Platinum from 1,000,000 net sales, Gold from 250,000, Silver for any other sale', () => {
    expect(customerTier(1_000_000)).toBe('Platinum');
    expect(customerTier('2500000.50')).toBe('Platinum');
    expect(customerTier(999_999.99)).toBe('Gold');
    expect(customerTier(250_000)).toBe('Gold');
    expect(customerTier(249_999.99)).toBe('Silver');
    expect(customerTier(0.01)).toBe('Silver');
  });

  it('is none without net sales (nothing bought, or all of it credited)', () => {
    expect(customerTier(0)).toBeNull();
    expect(customerTier(-60)).toBeNull();
  });

  it('reads the twelve months ending on the day', () => {
    expect(tierWindow('2026-11-25')).toEqual({ from: '2025-11-26', to: '2026-11-25' });
    expect(tierWindow('2026-12-31')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(tierWindow('2028-02-29')).toEqual({ from: '2027-03-01', to: '2028-02-29' });
    expect(tierWindow('2027-02-28')).toEqual({ from: '2026-03-01', to: '2027-02-28' });
  });
});
