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
