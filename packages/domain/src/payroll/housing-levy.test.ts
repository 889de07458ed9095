import { describe, expect, it } from 'vitest';
import { computeHousingLevy } from './housing-levy';
import { nitaLevy } from './nita';
import { payrollRulesFor } from './rules';

const levy = (gross: number | string, period: string) => {
  const l = computeHousingLevy(gross, payrollRulesFor(period).housingLevy);
  return [l.employee.toFixed(), l.employer.toFixed()];
};

describe('Affordable Housing Levy', () => {
  it('is 1.5% + 1.5% of gross from July 2023', () => {
    expect(levy(50_000, '2023-07')).toEqual(['750.00', '750.00']);
    expect(levy(50_000, '2024-03')).toEqual(['750.00', '750.00']);
    expect(levy(50_000, '2026-05')).toEqual(['750.00', '750.00']);
    expect(levy('33333.33', '2025-01')).toEqual(['500.00', '500.00']);
    expect(levy('10000.30', '2025-01')).toEqual(['150.00', '150.00']); // 150.0045
    expect(levy('10000.34', '2025-01')).toEqual(['150.01', '150.01']); // 150.0051
  });

  it('did not exist before July 2023', () => {
    expect(levy(50_000, '2023-06')).toEqual(['0.00', '0.00']);
  });
});

describe('NITA levy', () => {
  it('is 50 per employee per month', () => {
    expect(nitaLevy(payrollRulesFor('2021-01').nita).toFixed()).toBe('50.00');
    expect(nitaLevy(payrollRulesFor('2026-02').nita).toFixed()).toBe('50.00');
  });
});
