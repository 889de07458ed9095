import { describe, expect, it } from 'vitest';
import { computeHealthContribution } from './health-contribution';
import { computeNhif } from './nhif';
import { HEALTH_RULES } from './rates';
import type { NhifRule } from './rule-types';
import { payrollRulesFor } from './rules';

const health = (gross: number | string, period: string) => {
  const c = computeHealthContribution(gross, payrollRulesFor(period).health);
  return `${c.scheme} ${c.amount.toFixed()}`;
};

describe('SHIF (from October 2024)', () => {
  it('is 2.75% of gross with a 300 minimum and no cap', () => {
    expect(health(50_000, '2025-03')).toBe('shif 1375.00');
    expect(health(10_909, '2025-03')).toBe('shif 300.00'); // 299.9975 -> 300.00
    expect(health(8_000, '2025-03')).toBe('shif 300.00');
    expect(health(0, '2025-03')).toBe('shif 300.00');
    expect(health(1_000_000, '2025-03')).toBe('shif 27500.00');
    expect(health('33333.33', '2024-10')).toBe('shif 916.67'); // 916.666575
  });
});

describe('NHIF (before October 2024)', () => {
  it('uses the banded table by gross pay', () => {
    const cases: [number | string, string][] = [
      [0, '150.00'],
      ['5999.99', '150.00'],
      [6_000, '300.00'],
      [7_999, '300.00'],
      [8_000, '400.00'],
      [12_000, '500.00'],
      [15_000, '600.00'],
      [20_000, '750.00'],
      [25_000, '850.00'],
      [30_000, '900.00'],
      [35_000, '950.00'],
      [40_000, '1000.00'],
      [45_000, '1100.00'],
      [50_000, '1200.00'],
      [59_999, '1200.00'],
      [60_000, '1300.00'],
      [70_000, '1400.00'],
      [80_000, '1500.00'],
      [90_000, '1600.00'],
      ['99999.99', '1600.00'],
      [100_000, '1700.00'],
      [5_000_000, '1700.00'],
    ];
    for (const [gross, amount] of cases) expect(health(gross, '2024-09')).toBe(`nhif ${amount}`);
  });

  it('throws when no band covers the pay', () => {
    const first = HEALTH_RULES[0] as NhifRule;
    expect(() => computeNhif(-1, first)).toThrow(RangeError);
  });
});
