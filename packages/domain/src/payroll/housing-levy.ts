import { Money, type MoneyInput } from '../money';
import type { HousingLevyRule } from './rule-types';

export interface HousingLevy {
  /** Deducted from the employee's pay. */
  employee: Money;
  /** Paid by the employer on top. */
  employer: Money;
}

/** Affordable Housing Levy on gross pay; each side rounded half-up to 2 decimals. */
export function computeHousingLevy(grossPay: MoneyInput, rule: HousingLevyRule): HousingLevy {
  const gross = Money.of(grossPay);
  return {
    employee: gross.times(rule.employeeRate).round(),
    employer: gross.times(rule.employerRate).round(),
  };
}
