import { describe, expect, it } from 'vitest';
import { sumPayrollFigures } from './payroll-posting';
import { computePayslip } from './payslip';

const figuresOf = (gross: number, period: string) => {
  const p = computePayslip({ period, basicSalary: gross });
  return {
    gross: p.gross,
    paye: p.paye,
    nssfEmployee: p.nssfEmployee,
    nssfEmployer: p.nssfEmployer,
    health: p.shif.plus(p.nhif),
    housingLevyEmployee: p.housingLevy,
    housingLevyEmployer: p.housingLevyEmployer,
    nita: p.nita,
    net: p.netPay,
  };
};

describe('payroll figures for posting', () => {
  it('sums several payslips field by field, exactly', () => {
    const totals = sumPayrollFigures([
      figuresOf(30000, '2024-06'),
      figuresOf(100000, '2025-03'),
      figuresOf(12345.67, '2026-03'),
    ]);
    expect(totals.gross.toFixed()).toBe('142345.67');
    const deductions = totals.paye
      .plus(totals.nssfEmployee)
      .plus(totals.health)
      .plus(totals.housingLevyEmployee);
    expect(totals.gross.minus(deductions).eq(totals.net)).toBe(true);
  });
});
