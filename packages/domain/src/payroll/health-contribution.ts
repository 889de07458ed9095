import type { Money, MoneyInput } from '../money';
import { computeNhif } from './nhif';
import type { HealthRule } from './rule-types';
import { computeShif } from './shif';

export interface HealthContribution {
  scheme: HealthRule['scheme'];
  amount: Money;
}

/** The employee's health contribution for the scheme in force: NHIF (to Sep 2024) or SHIF (from Oct 2024). */
export function computeHealthContribution(grossPay: MoneyInput, rule: HealthRule): HealthContribution {
  return rule.scheme === 'shif'
    ? { scheme: 'shif', amount: computeShif(grossPay, rule) }
    : { scheme: 'nhif', amount: computeNhif(grossPay, rule) };
}
