import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Money } from '../money';
import { computePayslip, type Payslip, type PayslipInput } from './payslip';

const period = (fromYear: number, toYear: number) =>
  fc
    .record({ year: fc.integer({ min: fromYear, max: toYear }), month: fc.integer({ min: 1, max: 12 }) })
    .map(({ year, month }) => `${year}-${String(month).padStart(2, '0')}`);

/** Any supported period. */
const anyPeriod = period(2021, 2028);
/** Periods where NHIF did not earn insurance relief (so relief does not jump with gross pay). */
const noNhifReliefPeriod = fc.oneof(
  period(2021, 2021),
  period(2025, 2028),
  fc.constantFrom('2024-10', '2024-11'),
);

const cents = (min: number, max: number) =>
  fc.integer({ min: min * 100, max: max * 100 }).map((c) => c / 100);

/** Monthly pay from `lowestSalary` (default KES 1,000, below any minimum wage) to 3,000,000. */
const input = (periods: fc.Arbitrary<string>, lowestSalary = 1_000) =>
  fc.record({
    period: periods,
    basicSalary: cents(lowestSalary, 3_000_000),
    allowances: fc.record({
      transport: cents(0, 20_000),
      housing: cents(0, 50_000),
      lunch: cents(0, 10_000),
    }),
    overtimeHours: fc.integer({ min: 0, max: 80 }),
    overtimeRate: cents(0, 2_000),
    resident: fc.boolean(),
    insurancePremium: cents(0, 50_000),
    otherPension: cents(0, 1_000),
    mortgageInterest: cents(0, 40_000),
    postRetirementMedicalFund: cents(0, 20_000),
  }) satisfies fc.Arbitrary<PayslipInput>;

const amounts = (p: Payslip): Money[] => [
  p.gross,
  p.paye,
  p.nssfEmployee,
  p.shif,
  p.nhif,
  p.housingLevy,
  p.taxablePay,
  p.totalDeductions,
  p.netPay,
  p.nssfEmployer,
  p.housingLevyEmployer,
  p.employerContributions,
];

describe('computePayslip properties', () => {
  it('net = gross - total deductions, and the totals add up', () => {
    fc.assert(
      fc.property(input(anyPeriod), (i) => {
        const p = computePayslip(i);
        expect(p.netPay.eq(p.gross.minus(p.totalDeductions))).toBe(true);
        const parts = [p.paye, p.nssfEmployee, p.shif, p.nhif, p.housingLevy, p.otherPension];
        expect(p.totalDeductions.eq(Money.sum(parts))).toBe(true);
        expect(p.gross.eq(Money.sum([p.basicSalary, p.allowances.total, p.overtime]))).toBe(true);
        expect(p.employerContributions.eq(Money.sum([p.nssfEmployer, p.housingLevyEmployer, p.nita]))).toBe(
          true,
        );
        for (const m of amounts(p)) expect(m.round().eq(m)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('PAYE is never negative and never more than the tax before relief', () => {
    fc.assert(
      fc.property(input(anyPeriod), (i) => {
        const p = computePayslip(i);
        expect(p.paye.isNegative()).toBe(false);
        expect(p.paye.lte(p.taxBeforeRelief)).toBe(true);
        expect(p.taxablePay.lte(p.gross)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('PAYE never falls when gross pay rises by a shilling or more (same period and other inputs)', () => {
    fc.assert(
      fc.property(input(noNhifReliefPeriod), cents(1, 500_000), (i, rise) => {
        const lower = computePayslip(i);
        const higher = computePayslip({ ...i, basicSalary: Money.of(i.basicSalary).plus(rise) });
        expect(higher.paye.gte(lower.paye)).toBe(true);
        expect(higher.taxablePay.gte(lower.taxablePay)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('deductions never exceed gross pay for realistic salaries', () => {
    // from the lowest statutory minimum wage (about KES 15,000 a month): below it, SHIF's KES 300 floor
    // plus a KES 1,000 pension can exceed a KES 1,000 salary, which no real payslip has
    fc.assert(
      fc.property(input(anyPeriod, 15_000), (i) => {
        const p = computePayslip(i);
        expect(p.totalDeductions.lt(p.gross)).toBe(true);
        expect(p.netPay.isPositive()).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
