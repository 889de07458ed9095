import { describe, expect, it } from 'vitest';
import { sumPayrollFigures } from '../payroll/payroll-posting';
import { computePayslip } from '../payroll/payslip';
import { payrollAccrualPosting, payrollPaymentPosting } from './payroll';
import { balancedTotal, NAIROBI, show } from './testing';

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

describe('payroll posting (KENYA.md worked examples)', () => {
  it('accrues the 50,000 example: expenses against each liability', () => {
    const lines = payrollAccrualPosting(NAIROBI, sumPayrollFigures([figuresOf(50000, '2025-06')]));
    expect(show(lines)).toEqual([
      'nairobi Dr salaries_expense 50000.00',
      'nairobi Dr employer_nssf_expense 3000.00',
      'nairobi Dr employer_housing_levy_expense 750.00',
      'nairobi Dr nita_expense 50.00',
      'nairobi Cr paye_payable 5845.85',
      'nairobi Cr nssf_payable 6000.00',
      'nairobi Cr shif_payable 1375.00',
      'nairobi Cr housing_levy_payable 1500.00',
      'nairobi Cr nita_payable 50.00',
      'nairobi Cr salaries_payable 39029.15',
    ]);
    expect(balancedTotal(lines)).toBe('53800.00');
  });

  it('accrues the three worked examples (50,000, 100,000 and 30,000) of one branch together', () => {
    const totals = sumPayrollFigures(
      ['50000', '100000', '30000'].map((g) => figuresOf(Number(g), '2025-06')),
    );
    const lines = payrollAccrualPosting(NAIROBI, totals);
    expect(show(lines)).toEqual([
      'nairobi Dr salaries_expense 180000.00',
      'nairobi Dr employer_nssf_expense 9120.00',
      'nairobi Dr employer_housing_levy_expense 2700.00',
      'nairobi Dr nita_expense 150.00',
      'nairobi Cr paye_payable 26389.45', // 5,845.85 + 19,812.35 + 731.25
      'nairobi Cr nssf_payable 18240.00', // (3,000 + 4,320 + 1,800) x 2
      'nairobi Cr shif_payable 4950.00', // 1,375 + 2,750 + 825
      'nairobi Cr housing_levy_payable 5400.00', // (750 + 1,500 + 450) x 2
      'nairobi Cr nita_payable 150.00',
      'nairobi Cr salaries_payable 136840.55', // 39,029.15 + 71,617.65 + 26,193.75
    ]);
    expect(balancedTotal(lines)).toBe('191970.00');
    const paid = payrollPaymentPosting({ branchId: NAIROBI, bankLedgerAccountId: 'kcb', net: totals.net });
    expect(show(paid)).toEqual(['nairobi Dr salaries_payable 136840.55', 'nairobi Cr #kcb 136840.55']);
    expect(balancedTotal(paid)).toBe('136840.55');
  });

  it('leaves out zero amounts (no PAYE below the threshold) and balances in NHIF months', () => {
    const low = payrollAccrualPosting(NAIROBI, sumPayrollFigures([figuresOf(15000, '2025-06')]));
    expect(show(low).some((l) => l.includes('paye_payable'))).toBe(false);
    balancedTotal(low);
    const nhif = payrollAccrualPosting(
      NAIROBI,
      sumPayrollFigures([figuresOf(30000, '2024-06'), figuresOf(12345.67, '2024-06')]),
    );
    expect(balancedTotal(nhif)).toMatch(/^\d+\.\d\d$/);
  });
});
