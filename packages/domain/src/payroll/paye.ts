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
  /** Tax on the taxable pay before reliefs (residents: bands; non-residents: flat rate). */
  taxBeforeRelief: Money;
  /** max(0, taxBeforeRelief - reliefs). */
  paye: Money;
}

export interface PayeInput {
  taxablePay: Money;
  resident: boolean;
  rule: PayeRule;
  /** Total reliefs due (0 for non-residents). */
  reliefs: Money;
}

/** PAYE for one month: residents on the bands less reliefs; non-residents at the flat rate. */
export function computePaye({ taxablePay, resident, rule, reliefs }: PayeInput): PayeResult {
  const taxBeforeRelief = resident
    ? taxOnBands(taxablePay, rule.bands)
    : taxablePay.times(rule.nonResidentRate).round();
  const net = taxBeforeRelief.minus(reliefs).round();
  return { taxBeforeRelief, paye: net.isNegative() ? Money.zero() : net };
}
