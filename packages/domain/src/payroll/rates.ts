import type {
  BenefitRule,
  HealthRule,
  HousingLevyRule,
  NitaRule,
  NssfRule,
  PayeRule,
  PayrollTables,
  ReliefRule,
  TaxDeductionRule,
} from './rule-types';

/**
 * Kenyan payroll rules as effective-dated data (KENYA.md). Each row applies from its `from` pay
 * period until the next row's. Next year's rates are a new row here, never a code change.
 * Rows keyed by the first monthly payroll they apply to; where a law starts mid-month the
 * `source` gives the legal date. Periods before 2021-01 are not supported (no rows).
 * Figures not in KENYA.md (history) are the published ones; their source is in `source`.
 */

/*
 * Non-resident employees: a flat 30% with no personal or insurance relief (reliefs under ITA ss.30-31 are
 * for resident individuals only). Base: taxable pay, i.e. gross less the allowed deductions, as the iTax
 * P10 template computes a 'Non-Resident' row (column 21 x 30%). The Third Schedule's own text could not
 * be read from here to confirm the base; KENYA.md flags this, and a one-row change fixes it if KRA differs.
 * Secondary employment: relief "from only one employer (i.e., main employment)" (KRA Employer's Guide to
 * PAYE, 2017 ed., para 17(a)); the Act sets no special rate, and KRA's practice (the iTax P10 template for a
 * 'Secondary Employee') withholds at the highest individual rate: 30% until June 2023, 35% since
 * (Finance Act 2023). Insurance relief stays; mortgage interest (owner-occupier) is claimed at the main
 * employment only.
 */
export const PAYE_RULES: readonly PayeRule[] = [
  {
    from: '2021-01',
    source: 'Tax Laws (Amendment) Act 2020: bands from 1 Jan 2021 (10% / 25% / 30%)',
    bands: [
      { upTo: 24_000, rate: 0.1 },
      { upTo: 32_333, rate: 0.25 },
      { upTo: null, rate: 0.3 },
    ],
    nonResidentRate: 0.3,
    secondaryRate: 0.3,
  },
  {
    from: '2023-07',
    source: 'Finance Act 2023: bands from 1 Jul 2023 (KENYA.md)',
    bands: [
      { upTo: 24_000, rate: 0.1 },
      { upTo: 32_333, rate: 0.25 },
      { upTo: 500_000, rate: 0.3 },
      { upTo: 800_000, rate: 0.325 },
      { upTo: null, rate: 0.35 },
    ],
    nonResidentRate: 0.3,
    secondaryRate: 0.35,
  },
];

export const RELIEF_RULES: readonly ReliefRule[] = [
  {
    from: '2021-01',
    source:
      'ITA s.30 personal relief 2,400/month (since 25 Apr 2020); s.31 insurance relief 15%, max 60,000/yr',
    personalRelief: 2_400,
    insuranceReliefRate: 0.15,
    insuranceReliefCap: 5_000,
    nhifQualifiesForInsuranceRelief: false,
    housingReliefRate: 0,
    housingReliefCap: 0,
  },
  {
    from: '2022-01',
    source: 'Finance Act 2021: NHIF contributions qualify for insurance relief from 1 Jan 2022 (KENYA.md)',
    personalRelief: 2_400,
    insuranceReliefRate: 0.15,
    insuranceReliefCap: 5_000,
    nhifQualifiesForInsuranceRelief: true,
    housingReliefRate: 0,
    housingReliefCap: 0,
  },
  {
    from: '2024-03',
    source:
      'Affordable Housing Act 2024: housing relief 15% of the levy (KENYA.md); ITA s.30C cap 108,000/yr',
    personalRelief: 2_400,
    insuranceReliefRate: 0.15,
    insuranceReliefCap: 5_000,
    nhifQualifiesForInsuranceRelief: true,
    housingReliefRate: 0.15,
    housingReliefCap: 9_000,
  },
  {
    from: '2024-10',
    source: 'Social Health Insurance Act 2023: SHIF (from 1 Oct 2024) does not qualify for insurance relief',
    personalRelief: 2_400,
    insuranceReliefRate: 0.15,
    insuranceReliefCap: 5_000,
    nhifQualifiesForInsuranceRelief: false,
    housingReliefRate: 0.15,
    housingReliefCap: 9_000,
  },
  {
    from: '2024-12',
    source: 'Tax Laws (Amendment) Act 2024 (27 Dec 2024, December 2024 payroll): housing relief ends',
    personalRelief: 2_400,
    insuranceReliefRate: 0.15,
    insuranceReliefCap: 5_000,
    nhifQualifiesForInsuranceRelief: false,
    housingReliefRate: 0,
    housingReliefCap: 0,
  },
];

export const TAX_DEDUCTION_RULES: readonly TaxDeductionRule[] = [
  {
    from: '2021-01',
    source:
      'ITA s.22A pension (incl. NSSF) 20,000/month and 30% of pay; s.15(3)(b) mortgage interest 300,000/yr',
    nssfDeductible: true,
    pensionCap: 20_000,
    pensionShareOfPayCap: 0.3,
    shifDeductible: false,
    housingLevyDeductible: false,
    postRetirementMedicalFundCap: 0,
    mortgageInterestCap: 25_000,
  },
  {
    from: '2024-12',
    source: 'Tax Laws (Amendment) Act 2024 (27 Dec 2024, December 2024 payroll; KENYA.md)',
    nssfDeductible: true,
    pensionCap: 30_000,
    pensionShareOfPayCap: 0.3,
    shifDeductible: true,
    housingLevyDeductible: true,
    postRetirementMedicalFundCap: 15_000,
    mortgageInterestCap: 30_000,
  },
];

export const NSSF_RULES: readonly NssfRule[] = [
  {
    from: '2021-01',
    source:
      'NSSF Act Cap 258 standard contribution 5% each, max 200 (NSSF Act 2013 rates suspended until 2023)',
    rate: 0.05,
    lowerLimit: 4_000,
    upperLimit: 4_000,
  },
  {
    from: '2023-02',
    source: 'NSSF Act 2013 year 1 (KENYA.md)',
    rate: 0.06,
    lowerLimit: 6_000,
    upperLimit: 18_000,
  },
  {
    from: '2024-02',
    source: 'NSSF Act 2013 year 2 (KENYA.md)',
    rate: 0.06,
    lowerLimit: 7_000,
    upperLimit: 36_000,
  },
  {
    from: '2025-02',
    source: 'NSSF Act 2013 year 3 (KENYA.md)',
    rate: 0.06,
    lowerLimit: 8_000,
    upperLimit: 72_000,
  },
  {
    from: '2026-02',
    source: 'NSSF Act 2013 year 4 (KENYA.md)',
    rate: 0.06,
    lowerLimit: 9_000,
    upperLimit: 108_000,
  },
];

export const HEALTH_RULES: readonly HealthRule[] = [
  {
    from: '2021-01',
    source: 'NHIF Act: standard contribution table in force 1 Apr 2015 to 30 Sep 2024 (by gross pay)',
    scheme: 'nhif',
    bands: [
      { grossFrom: 0, amount: 150 },
      { grossFrom: 6_000, amount: 300 },
      { grossFrom: 8_000, amount: 400 },
      { grossFrom: 12_000, amount: 500 },
      { grossFrom: 15_000, amount: 600 },
      { grossFrom: 20_000, amount: 750 },
      { grossFrom: 25_000, amount: 850 },
      { grossFrom: 30_000, amount: 900 },
      { grossFrom: 35_000, amount: 950 },
      { grossFrom: 40_000, amount: 1_000 },
      { grossFrom: 45_000, amount: 1_100 },
      { grossFrom: 50_000, amount: 1_200 },
      { grossFrom: 60_000, amount: 1_300 },
      { grossFrom: 70_000, amount: 1_400 },
      { grossFrom: 80_000, amount: 1_500 },
      { grossFrom: 90_000, amount: 1_600 },
      { grossFrom: 100_000, amount: 1_700 },
    ],
  },
  {
    from: '2024-10',
    source: 'Social Health Insurance Act 2023: SHIF 2.75% of gross, minimum 300, from 1 Oct 2024 (KENYA.md)',
    scheme: 'shif',
    rate: 0.0275,
    minimum: 300,
  },
];

export const HOUSING_LEVY_RULES: readonly HousingLevyRule[] = [
  { from: '2021-01', source: 'No housing levy before July 2023', employeeRate: 0, employerRate: 0 },
  {
    from: '2023-07',
    source: 'Finance Act 2023: levy 1.5% + 1.5% of gross',
    employeeRate: 0.015,
    employerRate: 0.015,
  },
  {
    from: '2024-03',
    source: 'Affordable Housing Act 2024 (19 Mar 2024): levy 1.5% + 1.5% of gross (KENYA.md)',
    employeeRate: 0.015,
    employerRate: 0.015,
  },
];

export const NITA_RULES: readonly NitaRule[] = [
  {
    from: '2021-01',
    source: 'Industrial Training Act: training levy 50 per employee per month',
    perEmployee: 50,
  },
];

export const BENEFIT_RULES: readonly BenefitRule[] = [
  {
    from: '2021-01',
    source:
      'ITA s.5(2B) car 2%/month of cost; s.5(3) housing 15%; s.5(2)(a)(vi) and s.5(4)(h) benefits and meals exempt to 3,000/month; Persons with Disabilities (Income Tax Deductions and Exemptions) Order 2010 (LN 36/2010): 150,000/month',
    carRateOfCost: 0.02,
    housingShareOfPay: 0.15,
    mealsExemptUpTo: 3_000,
    nonCashExemptUpTo: 3_000,
    disabilityExemption: 150_000,
  },
  {
    from: '2024-12',
    source:
      'Tax Laws (Amendment) Act 2024 (27 Dec 2024): meals and non-cash benefits exempt to 5,000/month (KENYA.md; KRA FAQ "Non Cash Benefits Chargeable to Tax")',
    carRateOfCost: 0.02,
    housingShareOfPay: 0.15,
    mealsExemptUpTo: 5_000,
    nonCashExemptUpTo: 5_000,
    disabilityExemption: 150_000,
  },
];

/** All tables; pass a different set to `payrollRulesFor` / `computePayslip` to model new rates. */
export const PAYROLL_TABLES: PayrollTables = {
  paye: PAYE_RULES,
  reliefs: RELIEF_RULES,
  taxDeductions: TAX_DEDUCTION_RULES,
  nssf: NSSF_RULES,
  health: HEALTH_RULES,
  housingLevy: HOUSING_LEVY_RULES,
  nita: NITA_RULES,
  benefits: BENEFIT_RULES,
};
