import { Money, type MoneyInput } from '../money';
import { nonNegativeAmount } from './amounts';
import type { BenefitRule } from './rule-types';

/** P10 'Type of Housing' values (iTax PAYE return template). */
export const HOUSING_TYPES = [
  { code: 'none', label: 'Benefit not given' },
  { code: 'employer-owned', label: "Employer's Owned House" },
  { code: 'employer-rented', label: "Employer's Rented House" },
] as const;
export type HousingType = (typeof HOUSING_TYPES)[number]['code'];

/** Benefits in kind for one month, as the employee's tax inputs give them (KES). */
export interface BenefitInputs {
  /** Initial cost of a car the employer provides (0: none). */
  carCost?: MoneyInput;
  /** The Commissioner's prescribed monthly value for the car, when higher than 2% of cost. */
  carPrescribedValue?: MoneyInput;
  /** Value of meals provided this month. */
  meals?: MoneyInput;
  /** Value of other non-cash benefits (not car, housing or meals). */
  nonCash?: MoneyInput;
  housingType?: HousingType;
  /** Fair market rent (own house) or rent the employer pays (rented house), per month. */
  housingValue?: MoneyInput;
  /** Other taxable benefits, taxed in full. */
  other?: MoneyInput;
}

/** Taxable values added to pay (each rounded to 2 decimals). */
export interface Benefits {
  car: Money;
  /** The whole meals value when above the exempt amount, else 0. */
  meals: Money;
  /** The whole non-cash value when above the exempt amount, else 0. */
  nonCash: Money;
  housingType: HousingType;
  housing: Money;
  other: Money;
  total: Money;
}

const amount = (name: string, value: MoneyInput | undefined): Money =>
  nonNegativeAmount(`benefits.${name}`, value).round();

const max = (a: Money, b: Money): Money => (a.gt(b) ? a : b);
/** KENYA.md: a benefit within its exempt amount is not taxed; above it the whole benefit is. */
const beyondExemption = (value: Money, exemptUpTo: number) => (value.gt(exemptUpTo) ? value : Money.zero());

/**
 * Taxable benefits for the month, valued by the rule in force (ITA s.5):
 * car = higher of carRateOfCost x cost and the prescribed value (s.5(2B), KRA motor vehicle guideline);
 * housing = higher of housingShareOfPay x (cash pay + other benefits) and the rent/market value (s.5(3));
 * meals and other non-cash benefits taxed in full only above their exempt amounts.
 */
export function computeBenefits(cashPay: Money, input: BenefitInputs, rule: BenefitRule): Benefits {
  const carCost = amount('carCost', input.carCost);
  const car = carCost.isZero()
    ? amount('carPrescribedValue', input.carPrescribedValue)
    : max(carCost.times(rule.carRateOfCost).round(), amount('carPrescribedValue', input.carPrescribedValue));
  const meals = beyondExemption(amount('meals', input.meals), rule.mealsExemptUpTo);
  const nonCash = beyondExemption(amount('nonCash', input.nonCash), rule.nonCashExemptUpTo);
  const other = amount('other', input.other);
  const housingType = input.housingType ?? 'none';
  const housingValue = amount('housingValue', input.housingValue);
  const otherPay = Money.sum([cashPay, car, meals, nonCash, other]);
  const housing =
    housingType === 'none' ? Money.zero() : max(otherPay.times(rule.housingShareOfPay).round(), housingValue);
  return {
    car,
    meals,
    nonCash,
    housingType,
    housing,
    other,
    total: Money.sum([car, meals, nonCash, housing, other]),
  };
}
