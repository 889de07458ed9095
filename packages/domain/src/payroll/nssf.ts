import { Money, type MoneyInput } from '../money';
import type { NssfRule } from './rule-types';

export interface NssfContribution {
  /** rate x pay up to the lower earnings limit. */
  tierI: Money;
  /** rate x pay between the lower and upper earnings limits. */
  tierII: Money;
  /** tierI + tierII, deducted from pay. */
  employee: Money;
  /** The employer's matching contribution (not deducted from pay). */
  employer: Money;
}

/** NSSF for one month's pensionable (gross) pay; each tier rounded half-up to 2 decimals. */
export function computeNssf(pensionablePay: MoneyInput, rule: NssfRule): NssfContribution {
  const pay = Money.of(pensionablePay);
  if (pay.isNegative()) throw new RangeError('Pensionable pay cannot be negative');
  const lel = Money.of(rule.lowerLimit);
  const uel = Money.of(rule.upperLimit);
  const tierIPay = pay.lt(lel) ? pay : lel;
  const cappedPay = pay.lt(uel) ? pay : uel;
  const tierIIPay = cappedPay.gt(lel) ? cappedPay.minus(lel) : Money.zero();
  const tierI = tierIPay.times(rule.rate).round();
  const tierII = tierIIPay.times(rule.rate).round();
  const employee = tierI.plus(tierII);
  return { tierI, tierII, employee, employer: employee };
}
