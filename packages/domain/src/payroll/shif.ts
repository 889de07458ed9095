import { Money, type MoneyInput } from '../money';
import type { ShifRule } from './rule-types';

/** SHIF: rate x gross pay rounded half-up to 2 decimals, never below the minimum; no cap. */
export function computeShif(grossPay: MoneyInput, rule: ShifRule): Money {
  const amount = Money.of(grossPay).times(rule.rate).round();
  return amount.lt(rule.minimum) ? Money.of(rule.minimum) : amount;
}
