import type { SystemAccountKey } from '../ledger/chart-of-accounts';
import type { Money, MoneyInput } from '../money';
import type { PayrollPostingTotals } from '../payroll/payroll-posting';
import { credit, debit, type PostingLine, withoutZeroLines } from './posting-line';

/**
 * The accrual of a branch's payroll (its payslips summed by `sumPayrollFigures`): gross salaries and
 * the employer's NSSF, housing levy and NITA as expenses; PAYE, NSSF (both shares), SHIF/NHIF,
 * housing levy (both shares) and NITA owed to the authorities; net pay owed to the employees
 * (salaries payable). Zero amounts post nothing.
 */
export function payrollAccrualPosting(branchId: string, t: PayrollPostingTotals): PostingLine[] {
  const dr = (key: SystemAccountKey, amount: Money) => debit({ key }, branchId, amount);
  const cr = (key: SystemAccountKey, amount: Money) => credit({ key }, branchId, amount);
  return withoutZeroLines([
    dr('salaries_expense', t.gross),
    dr('employer_nssf_expense', t.nssfEmployer),
    dr('employer_housing_levy_expense', t.housingLevyEmployer),
    dr('nita_expense', t.nita),
    cr('paye_payable', t.paye),
    cr('nssf_payable', t.nssfEmployee.plus(t.nssfEmployer)),
    cr('shif_payable', t.health),
    cr('housing_levy_payable', t.housingLevyEmployee.plus(t.housingLevyEmployer)),
    cr('nita_payable', t.nita),
    cr('salaries_payable', t.net),
  ]);
}

/** Net salaries paid: salaries payable debited, the bank, cash or M-Pesa account credited. */
export function payrollPaymentPosting(payment: {
  branchId: string;
  bankLedgerAccountId: string;
  net: MoneyInput;
}): PostingLine[] {
  const b = payment.branchId;
  return [
    debit({ key: 'salaries_payable' }, b, payment.net),
    credit({ id: payment.bankLedgerAccountId }, b, payment.net),
  ];
}
