import { describe, expect, it } from 'vitest';
import { isPayPeriod, ruleInForce, toPayPeriod } from './period';
import { NSSF_RULES, PAYROLL_TABLES } from './rates';
import { payrollRulesFor } from './rules';

const rules = (period: string) => payrollRulesFor(period);
const limits = (period: string) => {
  const r = rules(period).nssf;
  return [r.from, r.rate, r.lowerLimit, r.upperLimit];
};

describe('pay periods', () => {
  it('accepts a period, a date or an instant (its month in Nairobi)', () => {
    expect(toPayPeriod('2025-03')).toBe('2025-03');
    expect(toPayPeriod('2024-12-27')).toBe('2024-12');
    expect(toPayPeriod(new Date('2024-09-30T22:30:00Z'))).toBe('2024-10'); // 01:30 on 1 Oct in Nairobi
    expect(toPayPeriod(new Date('2024-09-30T20:00:00Z'))).toBe('2024-09');
    expect(payrollRulesFor('2024-10-15').period).toBe('2024-10');
  });

  it('rejects anything else', () => {
    for (const bad of ['2025-13', '2025-3', '2025-02-30', '25-03', '', 'March 2025']) {
      expect(() => toPayPeriod(bad)).toThrow(RangeError);
    }
    expect(() => toPayPeriod(new Date(Number.NaN))).toThrow(RangeError);
    expect(isPayPeriod('2025-12')).toBe(true);
    expect(isPayPeriod('2025-00')).toBe(false);
    expect(isPayPeriod(202512)).toBe(false);
  });

  it('has no rules before January 2021', () => {
    expect(() => payrollRulesFor('2020-12')).toThrow(RangeError);
    for (const table of Object.values(PAYROLL_TABLES)) expect(table[0]?.from).toBe('2021-01');
  });

  it('requires every table in ascending order', () => {
    for (const [name, table] of Object.entries(PAYROLL_TABLES)) {
      expect(() => ruleInForce(table, '2099-12', name)).not.toThrow();
    }
    const unsorted = [NSSF_RULES[2]!, NSSF_RULES[1]!];
    expect(() => ruleInForce(unsorted, '2025-01', 'NSSF')).toThrow(RangeError);
  });
});

describe('rules in force by period', () => {
  it('PAYE: three bands until June 2023, five from July 2023', () => {
    expect(rules('2023-06').paye.bands.map((b) => b.rate)).toEqual([0.1, 0.25, 0.3]);
    expect(rules('2023-07').paye.bands.map((b) => b.rate)).toEqual([0.1, 0.25, 0.3, 0.325, 0.35]);
    expect(rules('2023-07').paye.bands.map((b) => b.upTo)).toEqual([24_000, 32_333, 500_000, 800_000, null]);
  });

  it('NHIF until September 2024, SHIF from October 2024', () => {
    expect(rules('2021-01').health.scheme).toBe('nhif');
    expect(rules('2024-09').health.scheme).toBe('nhif');
    expect(rules('2024-10').health).toMatchObject({
      scheme: 'shif',
      rate: 0.0275,
      minimum: 300,
      from: '2024-10',
    });
    expect(rules('2030-01').health.scheme).toBe('shif');
  });

  it('NSSF limits by phase (each from February)', () => {
    expect(limits('2023-01')).toEqual(['2021-01', 0.05, 4_000, 4_000]);
    expect(limits('2023-02')).toEqual(['2023-02', 0.06, 6_000, 18_000]);
    expect(limits('2024-01')).toEqual(['2023-02', 0.06, 6_000, 18_000]);
    expect(limits('2024-02')).toEqual(['2024-02', 0.06, 7_000, 36_000]);
    expect(limits('2025-01')).toEqual(['2024-02', 0.06, 7_000, 36_000]);
    expect(limits('2025-02')).toEqual(['2025-02', 0.06, 8_000, 72_000]);
    expect(limits('2026-01')).toEqual(['2025-02', 0.06, 8_000, 72_000]);
    expect(limits('2026-02')).toEqual(['2026-02', 0.06, 9_000, 108_000]);
    expect(limits('2031-07')).toEqual(['2026-02', 0.06, 9_000, 108_000]);
  });

  it('SHIF and the levy are deductible before tax from the December 2024 payroll', () => {
    const nov = rules('2024-11').taxDeductions;
    const dec = rules('2024-12').taxDeductions;
    expect([nov.shifDeductible, nov.housingLevyDeductible, nov.pensionCap]).toEqual([false, false, 20_000]);
    expect([dec.shifDeductible, dec.housingLevyDeductible, dec.pensionCap]).toEqual([true, true, 30_000]);
    expect([nov.nssfDeductible, dec.nssfDeductible]).toEqual([true, true]);
    expect([nov.postRetirementMedicalFundCap, dec.postRetirementMedicalFundCap]).toEqual([0, 15_000]);
    expect([nov.mortgageInterestCap, dec.mortgageInterestCap]).toEqual([25_000, 30_000]);
  });

  it('housing relief only from March to November 2024 payrolls', () => {
    const relief = (p: string) => [rules(p).reliefs.housingReliefRate, rules(p).reliefs.housingReliefCap];
    expect(relief('2024-02')).toEqual([0, 0]);
    expect(relief('2024-03')).toEqual([0.15, 9_000]);
    expect(relief('2024-11')).toEqual([0.15, 9_000]);
    expect(relief('2024-12')).toEqual([0, 0]);
    expect(relief('2025-06')).toEqual([0, 0]);
  });

  it('NHIF qualifies for insurance relief January 2022 to September 2024 only', () => {
    const nhifRelief = (p: string) => rules(p).reliefs.nhifQualifiesForInsuranceRelief;
    expect(['2021-12', '2022-01', '2024-09', '2024-10'].map(nhifRelief)).toEqual([false, true, true, false]);
    expect(rules('2025-01').reliefs).toMatchObject({
      personalRelief: 2_400,
      insuranceReliefRate: 0.15,
      insuranceReliefCap: 5_000,
    });
  });

  it('housing levy from July 2023', () => {
    expect(rules('2023-06').housingLevy.employeeRate).toBe(0);
    expect(rules('2023-07').housingLevy).toMatchObject({ employeeRate: 0.015, employerRate: 0.015 });
    expect(rules('2024-03').housingLevy.from).toBe('2024-03');
  });

  it('new rates are a data change: one more row', () => {
    const tables = {
      ...PAYROLL_TABLES,
      nssf: [
        ...NSSF_RULES,
        { from: '2027-02', source: 'test', rate: 0.06, lowerLimit: 10_000, upperLimit: 144_000 },
      ],
    };
    expect(payrollRulesFor('2027-01', tables).nssf.upperLimit).toBe(108_000);
    expect(payrollRulesFor('2027-02', tables).nssf.upperLimit).toBe(144_000);
    expect(payrollRulesFor('2027-02').nssf.upperLimit).toBe(108_000);
  });
});
