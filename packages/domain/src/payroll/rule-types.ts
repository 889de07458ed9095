import type { EffectiveRule } from './period';

/** A PAYE band: `rate` on chargeable pay up to `upTo` (cumulative monthly edge; null = no top). */
export interface TaxBand {
  readonly upTo: number | null;
  readonly rate: number;
}

export interface PayeRule extends EffectiveRule {
  /** Monthly bands for resident employees, lowest first. */
  readonly bands: readonly TaxBand[];
  /** Flat rate on the taxable pay of a non-resident employee (no reliefs). */
  readonly nonResidentRate: number;
  /** Flat rate on the taxable pay of a secondary employment (the top band's rate; no personal relief). */
  readonly secondaryRate: number;
}

/** How benefits in kind are valued and which are exempt, and the disability exemption. */
export interface BenefitRule extends EffectiveRule {
  /** Car benefit per month: at least this share of the car's initial cost (ITA s.5(2B)). */
  readonly carRateOfCost: number;
  /** Housing benefit: at least this share of the employee's other pay (ITA s.5(3)). */
  readonly housingShareOfPay: number;
  /** Meals worth at most this a month are exempt; above it the whole value is taxable. */
  readonly mealsExemptUpTo: number;
  /** Other non-cash benefits worth at most this a month are exempt; above it the whole value is taxable. */
  readonly nonCashExemptUpTo: number;
  /** Persons with a disability exemption certificate: this much taxable pay a month is exempt. */
  readonly disabilityExemption: number;
}

export interface ReliefRule extends EffectiveRule {
  /** Monthly personal relief (residents only). */
  readonly personalRelief: number;
  /** Share of qualifying insurance premiums given as relief, and its monthly cap. */
  readonly insuranceReliefRate: number;
  readonly insuranceReliefCap: number;
  /** Whether the employee's NHIF contribution counts as an insurance premium. */
  readonly nhifQualifiesForInsuranceRelief: boolean;
  /** Affordable housing relief: share of the employee levy, and its monthly cap (0 = none). */
  readonly housingReliefRate: number;
  readonly housingReliefCap: number;
}

/** What may be deducted from gross pay before PAYE, and the caps. */
export interface TaxDeductionRule extends EffectiveRule {
  /** Employee NSSF counts as a registered-pension contribution. */
  readonly nssfDeductible: boolean;
  /** Monthly cap on employee NSSF + other registered pension, and cap as a share of gross pay. */
  readonly pensionCap: number;
  readonly pensionShareOfPayCap: number;
  /** SHIF contribution deductible in full (NHIF never was). */
  readonly shifDeductible: boolean;
  /** Employee Affordable Housing Levy deductible in full. */
  readonly housingLevyDeductible: boolean;
  /** Monthly caps (0 = not deductible). */
  readonly postRetirementMedicalFundCap: number;
  readonly mortgageInterestCap: number;
}

/** NSSF: tier I = rate x pay up to `lowerLimit`; tier II = rate x pay between the limits. Employer matches. */
export interface NssfRule extends EffectiveRule {
  readonly rate: number;
  readonly lowerLimit: number;
  readonly upperLimit: number;
}

/** NHIF band: `amount` when gross pay is at least `grossFrom` (until the next band). */
export interface NhifBand {
  readonly grossFrom: number;
  readonly amount: number;
}

export interface NhifRule extends EffectiveRule {
  readonly scheme: 'nhif';
  readonly bands: readonly NhifBand[];
}

export interface ShifRule extends EffectiveRule {
  readonly scheme: 'shif';
  readonly rate: number;
  readonly minimum: number;
}

export type HealthRule = NhifRule | ShifRule;

export interface HousingLevyRule extends EffectiveRule {
  readonly employeeRate: number;
  readonly employerRate: number;
}

export interface NitaRule extends EffectiveRule {
  /** Employer levy per employee per month. */
  readonly perEmployee: number;
}

/** Every table the payroll rules are looked up in. */
export interface PayrollTables {
  readonly paye: readonly PayeRule[];
  readonly reliefs: readonly ReliefRule[];
  readonly taxDeductions: readonly TaxDeductionRule[];
  readonly nssf: readonly NssfRule[];
  readonly health: readonly HealthRule[];
  readonly housingLevy: readonly HousingLevyRule[];
  readonly nita: readonly NitaRule[];
  readonly benefits: readonly BenefitRule[];
}

/** The rows in force for one pay period (each row carries its `from` and `source`). */
export interface PayrollRules {
  readonly period: string;
  readonly paye: PayeRule;
  readonly reliefs: ReliefRule;
  readonly taxDeductions: TaxDeductionRule;
  readonly nssf: NssfRule;
  readonly health: HealthRule;
  readonly housingLevy: HousingLevyRule;
  readonly nita: NitaRule;
  readonly benefits: BenefitRule;
}
