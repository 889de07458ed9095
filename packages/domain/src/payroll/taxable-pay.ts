import { Money } from '../money';
import type { TaxDeductionRule } from './rule-types';

export interface TaxableDeductionsInput {
  gross: Money;
  nssfEmployee: Money;
  otherPension: Money;
  /** The SHIF contribution (0 in NHIF periods: NHIF was never deductible). */
  shif: Money;
  housingLevy: Money;
  postRetirementMedicalFund: Money;
  mortgageInterest: Money;
  rule: TaxDeductionRule;
}

/** Amounts allowed off gross pay before PAYE (each after its cap). */
export interface TaxDeductions {
  /** Employee NSSF + other registered pension, capped. */
  pension: Money;
  shif: Money;
  housingLevy: Money;
  postRetirementMedicalFund: Money;
  mortgageInterest: Money;
  total: Money;
}

const min = (a: Money, b: Money): Money => (a.lt(b) ? a : b);

/** What the rule in force lets the employee deduct before tax. */
export function allowedTaxDeductions(input: TaxableDeductionsInput): TaxDeductions {
  const { rule } = input;
  const contributed = (rule.nssfDeductible ? input.nssfEmployee : Money.zero()).plus(input.otherPension);
  const payCap = input.gross.times(rule.pensionShareOfPayCap).round();
  const pension = min(min(contributed, Money.of(rule.pensionCap)), payCap);
  const shif = rule.shifDeductible ? input.shif : Money.zero();
  const housingLevy = rule.housingLevyDeductible ? input.housingLevy : Money.zero();
  const postRetirementMedicalFund = min(
    input.postRetirementMedicalFund,
    Money.of(rule.postRetirementMedicalFundCap),
  );
  const mortgageInterest = min(input.mortgageInterest, Money.of(rule.mortgageInterestCap));
  const total = Money.sum([pension, shif, housingLevy, postRetirementMedicalFund, mortgageInterest]);
  return { pension, shif, housingLevy, postRetirementMedicalFund, mortgageInterest, total };
}

/** taxable = gross - allowed deductions, never below 0. */
export function taxablePayOf(gross: Money, deductions: TaxDeductions): Money {
  const taxable = gross.minus(deductions.total);
  return taxable.isNegative() ? Money.zero() : taxable;
}
