import { Money, type MoneyInput } from '../money';
import type { PayeRule, TaxBand } from './rule-types';

/** Tax on chargeable pay through the bands, exact, rounded half-up to 2 decimals once at the end. */
export function taxOnBands(chargeablePay: MoneyInput, bands: readonly TaxBand[]): Money {
  const pay = Money.of(chargeablePay);
  let tax = Money.zero();
  let lower = Money.zero();
  for (const band of bands) {
    if (pay.lte(lower)) break;
    const top = band.upTo === null ? pay : Money.of(band.upTo);
    if (top.lte(lower)) throw new RangeError('PAYE bands must have ascending upper edges');
    const slice = pay.lt(top) ? pay.minus(lower) : top.minus(lower);
    tax = tax.plus(slice.times(band.rate));
    lower = top;
    if (band.upTo === null) return tax.round();
  }
  if (pay.gt(lower)) throw new RangeError('PAYE bands must end with an open band (upTo: null)');
  return tax.round();
}

export interface PayeResult {
  /** Taxable pay less the disability exemption: what the rate or bands apply to. */
  chargeablePay: Money;
  /** Tax on the chargeable pay before reliefs (residents: bands; non-residents, secondary: flat rate). */
  taxBeforeRelief: Money;
  /** max(0, taxBeforeRelief - reliefs). */
  paye: Money;
}

export interface PayeInput {
  taxablePay: Money;
  resident: boolean;
  /** A secondary employment: the flat secondary rate instead of the bands. */
  secondary?: boolean;
  /** Exempt part of taxable pay (persons with a disability exemption certificate). */
  exemption?: Money;
  rule: PayeRule;
  /** Total reliefs due (0 for non-residents). */
  reliefs: Money;
}

/**
 * PAYE for one month: residents in their main employment on the bands, secondary employments at the
 * secondary rate, non-residents at the non-resident rate; then less reliefs, never below 0.
 */
export function computePaye({
  taxablePay,
  resident,
  secondary,
  exemption,
  rule,
  reliefs,
}: PayeInput): PayeResult {
  const exempt = !exemption ? Money.zero() : exemption.lt(taxablePay) ? exemption : taxablePay;
  const chargeablePay = taxablePay.minus(exempt);
  const flatRate = !resident ? rule.nonResidentRate : secondary ? rule.secondaryRate : null;
  const taxBeforeRelief =
    flatRate === null ? taxOnBands(chargeablePay, rule.bands) : chargeablePay.times(flatRate).round();
  const net = taxBeforeRelief.minus(reliefs).round();
  return { chargeablePay, taxBeforeRelief, paye: net.isNegative() ? Money.zero() : net };
}
