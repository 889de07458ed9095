import type { SystemAccountKey } from '../ledger/chart-of-accounts';
import type { JournalLineDraft } from '../ledger/journal';
import { Money, type MoneyInput } from '../money';

/** The figures of one or more payslips that reach the books. */
export interface PayrollPostingFigures {
  gross: MoneyInput;
  paye: MoneyInput;
  nssfEmployee: MoneyInput;
  nssfEmployer: MoneyInput;
  /** SHIF, or NHIF in the months before October 2024 (both owed to the health fund). */
  health: MoneyInput;
  housingLevyEmployee: MoneyInput;
  housingLevyEmployer: MoneyInput;
  nita: MoneyInput;
  net: MoneyInput;
}

export interface PayrollPostingTotals {
  gross: Money;
  paye: Money;
  nssfEmployee: Money;
  nssfEmployer: Money;
  health: Money;
  housingLevyEmployee: Money;
  housingLevyEmployer: Money;
  nita: Money;
  net: Money;
}

const FIELDS = [
  'gross',
  'paye',
  'nssfEmployee',
  'nssfEmployer',
  'health',
  'housingLevyEmployee',
  'housingLevyEmployer',
  'nita',
  'net',
] as const;

/** Sums payslips field by field, exactly. */
export function sumPayrollFigures(list: readonly PayrollPostingFigures[]): PayrollPostingTotals {
  const out = {} as Record<(typeof FIELDS)[number], Money>;
  for (const f of FIELDS) out[f] = Money.sum(list.map((p) => p[f])).round();
  return out;
}

export interface KeyedLine {
  key: SystemAccountKey;
  debit: Money;
  credit: Money;
}

/**
 * The accrual of a payroll: gross salaries and the employer's NSSF, housing levy and NITA as
 * expenses; PAYE, NSSF (both shares), SHIF/NHIF, housing levy (both shares) and NITA owed to the
 * authorities; net pay owed to the employees (salaries payable). Zero amounts post nothing.
 */
export function payrollAccrualLines(t: PayrollPostingTotals): KeyedLine[] {
  const zero = Money.zero();
  const debit = (key: SystemAccountKey, amount: Money): KeyedLine => ({ key, debit: amount, credit: zero });
  const credit = (key: SystemAccountKey, amount: Money): KeyedLine => ({ key, debit: zero, credit: amount });
  return [
    debit('salaries_expense', t.gross),
    debit('employer_nssf_expense', t.nssfEmployer),
    debit('employer_housing_levy_expense', t.housingLevyEmployer),
    debit('nita_expense', t.nita),
    credit('paye_payable', t.paye),
    credit('nssf_payable', t.nssfEmployee.plus(t.nssfEmployer)),
    credit('shif_payable', t.health),
    credit('housing_levy_payable', t.housingLevyEmployee.plus(t.housingLevyEmployer)),
    credit('nita_payable', t.nita),
    credit('salaries_payable', t.net),
  ].filter((l) => !l.debit.isZero() || !l.credit.isZero());
}

/** Keyed lines as journal lines of one branch, accounts resolved by key. */
export function toJournalLines(
  lines: readonly KeyedLine[],
  accountOf: (key: SystemAccountKey) => string,
  branchId: string,
  description?: string,
): JournalLineDraft[] {
  return lines.map((l) => ({
    accountId: accountOf(l.key),
    branchId,
    debit: l.debit.toNumber(),
    credit: l.credit.toNumber(),
    description,
  }));
}
