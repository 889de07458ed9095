import { describe, expect, it } from 'vitest';
import { checkEntry } from '../ledger/journal';
import { Money } from '../money';
import { payrollAccrualLines, sumPayrollFigures, toJournalLines } from './payroll-posting';
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

describe('payroll accrual posting', () => {
  it('posts the KENYA.md 50,000 example: expenses against each liability, balanced', () => {
    const lines = payrollAccrualLines(sumPayrollFigures([figuresOf(50000, '2025-06')]));
    const byKey = Object.fromEntries(lines.map((l) => [l.key, [l.debit.toNumber(), l.credit.toNumber()]]));
    expect(byKey).toEqual({
      salaries_expense: [50000, 0],
      employer_nssf_expense: [3000, 0],
      employer_housing_levy_expense: [750, 0],
      nita_expense: [50, 0],
      paye_payable: [0, 5845.85],
      nssf_payable: [0, 6000],
      shif_payable: [0, 1375],
      housing_levy_payable: [0, 1500],
      nita_payable: [0, 50],
      salaries_payable: [0, 39029.15],
    });
    const journal = toJournalLines(lines, (k) => `acc-${k}`, 'branch');
    expect(checkEntry(journal).debit.toNumber()).toBe(53800);
  });

  it('sums several payslips exactly and balances for NHIF months too', () => {
    const totals = sumPayrollFigures([
      figuresOf(30000, '2024-06'),
      figuresOf(100000, '2025-03'),
      figuresOf(12345.67, '2026-03'),
    ]);
    const journal = toJournalLines(payrollAccrualLines(totals), (k) => k, 'b');
    const { debit, credit } = checkEntry(journal);
    expect(debit.eq(credit)).toBe(true);
    expect(totals.gross.eq(Money.of('142345.67'))).toBe(true);
  });

  it('leaves out zero amounts (no PAYE below the threshold)', () => {
    const lines = payrollAccrualLines(sumPayrollFigures([figuresOf(15000, '2025-06')]));
    expect(lines.some((l) => l.key === 'paye_payable')).toBe(false);
  });
});
