import { Money } from '../money';
import type { ReliefRule } from './rule-types';

export interface ReliefsInput {
  resident: boolean;
  /** Personal relief is given by the main employment only (KRA Employer's Guide to PAYE, para 17(a)). */
  secondary?: boolean;
  rule: ReliefRule;
  /** Qualifying life/health/education premiums paid this month (SHIF never qualifies). */
  insurancePremium: Money;
  /** The NHIF contribution (0 in SHIF periods); qualifies only while the rule says so. */
  nhif: Money;
  /** The employee's housing levy (basis of the affordable housing relief while it applied). */
  housingLevy: Money;
}

/** Reliefs due for the month (non-residents get none). PAYE is floored at 0, so unused relief is lost. */
export interface Reliefs {
  personal: Money;
  insurance: Money;
  housing: Money;
  total: Money;
}

const capped = (amount: Money, cap: number): Money => (amount.gt(cap) ? Money.of(cap) : amount);

export function computeReliefs({
  resident,
  secondary,
  rule,
  insurancePremium,
  nhif,
  housingLevy,
}: ReliefsInput): Reliefs {
  if (!resident) {
    const zero = Money.zero();
    return { personal: zero, insurance: zero, housing: zero, total: zero };
  }
  const personal = secondary ? Money.zero() : Money.of(rule.personalRelief);
  const premiums = rule.nhifQualifiesForInsuranceRelief ? insurancePremium.plus(nhif) : insurancePremium;
  const insurance = capped(premiums.times(rule.insuranceReliefRate).round(), rule.insuranceReliefCap);
  const housing = capped(housingLevy.times(rule.housingReliefRate).round(), rule.housingReliefCap);
  return { personal, insurance, housing, total: Money.sum([personal, insurance, housing]) };
}
