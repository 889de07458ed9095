import { Money, type MoneyInput } from '../money';
import type { NhifRule } from './rule-types';

/** NHIF (before October 2024): the amount of the highest band whose lower edge the gross pay reaches. */
export function computeNhif(grossPay: MoneyInput, rule: NhifRule): Money {
  const gross = Money.of(grossPay);
  let amount: number | undefined;
  for (const band of rule.bands) if (gross.gte(band.grossFrom)) amount = band.amount;
  if (amount === undefined) throw new RangeError(`No NHIF band for gross pay ${gross.toFixed()}`);
  return Money.of(amount);
}
