import { describe, expect, it } from 'vitest';
import { computeNssf } from './nssf';
import { payrollRulesFor } from './rules';

const nssf = (pay: number | string, period: string) => {
  const c = computeNssf(pay, payrollRulesFor(period).nssf);
  return [c.tierI, c.tierII, c.employee, c.employer].map((m) => m.toFixed());
};

describe('computeNssf', () => {
  it('caps at the KENYA.md maximum for each phase', () => {
    expect(nssf(500_000, '2023-02')).toEqual(['360.00', '720.00', '1080.00', '1080.00']);
    expect(nssf(500_000, '2024-02')).toEqual(['420.00', '1740.00', '2160.00', '2160.00']);
    expect(nssf(500_000, '2025-02')).toEqual(['480.00', '3840.00', '4320.00', '4320.00']);
    expect(nssf(500_000, '2026-02')).toEqual(['540.00', '5940.00', '6480.00', '6480.00']);
  });

  it('is 6% of pay between the limits and tier I only below the lower limit', () => {
    expect(nssf(50_000, '2025-06')).toEqual(['480.00', '2520.00', '3000.00', '3000.00']);
    expect(nssf(5_000, '2025-06')).toEqual(['300.00', '0.00', '300.00', '300.00']);
    expect(nssf(8_000, '2025-06')).toEqual(['480.00', '0.00', '480.00', '480.00']);
    expect(nssf(0, '2025-06')).toEqual(['0.00', '0.00', '0.00', '0.00']);
    expect(nssf('12345.67', '2025-06')).toEqual(['480.00', '260.74', '740.74', '740.74']);
  });

  it('uses the old NSSF Act (5%, at most 200) before February 2023', () => {
    expect(nssf(50_000, '2023-01')).toEqual(['200.00', '0.00', '200.00', '200.00']);
    expect(nssf(3_000, '2021-06')).toEqual(['150.00', '0.00', '150.00', '150.00']);
  });

  it('rejects negative pay', () => {
    expect(() => nssf(-1, '2025-06')).toThrow(RangeError);
  });
});
