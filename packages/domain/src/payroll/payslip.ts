import { Money, type MoneyInput } from '../money';
import { nonNegativeAmount as amount } from './amounts';
import { type BenefitInputs, type Benefits, computeBenefits } from './benefits';
import { computeHealthContribution } from './health-contribution';
import { computeHousingLevy } from './housing-levy';
import { nitaLevy } from './nita';
import { computeNssf } from './nssf';
import { computePaye } from './paye';
import type { PayPeriod, PayPeriodInput } from './period';
import { PAYROLL_TABLES } from './rates';
import { computeReliefs, type Reliefs } from './reliefs';
import type { PayrollRules, PayrollTables } from './rule-types';
import { payrollRulesFor } from './rules';
import { allowedTaxDeductions, type TaxDeductions, taxablePayOf } from './taxable-pay';

export interface PayAllowances {
  transport?: MoneyInput;
  housing?: MoneyInput;
  lunch?: MoneyInput;
}

/** One employee's month. Amounts in KES; all optional amounts default to 0. */
export interface PayslipInput {
  /** 'YYYY-MM', a date in the period ('YYYY-MM-DD') or a Date. */
  period: PayPeriodInput;
  basicSalary: MoneyInput;
  /** Cash allowances, all taxable. */
  allowances?: PayAllowances;
  overtimeHours?: MoneyInput;
  /** KES per overtime hour. */
  overtimeRate?: MoneyInput;
  /** Default true. Non-residents: no reliefs, flat PAYE rate. */
  resident?: boolean;
  /** Qualifying life/health/education premiums for insurance relief (paid by the employee, not deducted). */
  insurancePremium?: MoneyInput;
  /** Employee contribution to another registered pension scheme, deducted from pay. */
  otherPension?: MoneyInput;
  /**
   * Contributions the employee pays straight to a registered pension scheme (not through payroll):
   * deductible with NSSF and `otherPension` under the one cap, but not deducted from pay.
   */
  registeredPension?: MoneyInput;
  /** Post-retirement medical fund contribution (tax-deductible from Dec 2024; not deducted from pay). */
  postRetirementMedicalFund?: MoneyInput;
  /** Mortgage interest paid (tax-deductible up to the cap; not deducted from pay). */
  mortgageInterest?: MoneyInput;
  /** Default 'primary'. A secondary employment: flat top rate, no personal relief, no mortgage interest. */
  employment?: 'primary' | 'secondary';
  /** Holds a disability exemption certificate valid for the period: part of taxable pay is exempt. */
  disabilityExempt?: boolean;
  /** Benefits in kind (valued and exempted by the benefit rule in force). */
  benefits?: BenefitInputs;
}

/** Every amount is Money rounded to 2 decimals (half-up). */
export interface Payslip {
  period: PayPeriod;
  resident: boolean;
  basicSalary: Money;
  allowances: { transport: Money; housing: Money; lunch: Money; total: Money };
  overtime: Money;
  /** Cash pay: basic + allowances + overtime (NSSF, SHIF and AHL are worked on it). */
  gross: Money;
  employment: 'primary' | 'secondary';
  /** Taxable benefits in kind. */
  benefits: Benefits;
  /** gross + taxable benefits (P10 'Total Gross Pay'). */
  totalGross: Money;
  /** Exempt part of taxable pay (disability exemption certificate), 0 without one. */
  disabilityExemption: Money;
  /** Taxable pay less the disability exemption. */
  chargeablePay: Money;
  /** Which health scheme applied: 'nhif' before Oct 2024, 'shif' after. */
  healthScheme: 'nhif' | 'shif';
  nssfTierI: Money;
  nssfTierII: Money;
  nssfEmployee: Money;
  /** SHIF contribution (0 in NHIF periods). */
  shif: Money;
  /** NHIF contribution (0 in SHIF periods). */
  nhif: Money;
  housingLevy: Money;
  otherPension: Money;
  /** Amounts allowed off gross pay before tax. */
  taxDeductions: TaxDeductions;
  taxablePay: Money;
  taxBeforeRelief: Money;
  reliefs: Reliefs;
  paye: Money;
  /** paye + nssfEmployee + shif + nhif + housingLevy + otherPension. */
  totalDeductions: Money;
  /** gross - totalDeductions. */
  netPay: Money;
  nssfEmployer: Money;
  housingLevyEmployer: Money;
  nita: Money;
  /** Employer cost on top of gross: nssfEmployer + housingLevyEmployer + nita. */
  employerContributions: Money;
  /** The rule rows used, each with its effective `from` period and source. */
  rules: PayrollRules;
}

function grossPay(input: PayslipInput) {
  const basicSalary = amount('basicSalary', input.basicSalary).round();
  const a = input.allowances ?? {};
  const transport = amount('allowances.transport', a.transport).round();
  const housing = amount('allowances.housing', a.housing).round();
  const lunch = amount('allowances.lunch', a.lunch).round();
  const allowances = { transport, housing, lunch, total: Money.sum([transport, housing, lunch]) };
  const hours = amount('overtimeHours', input.overtimeHours);
  const overtime = hours.times(amount('overtimeRate', input.overtimeRate)).round();
  return { basicSalary, allowances, overtime, gross: Money.sum([basicSalary, allowances.total, overtime]) };
}

interface Contributions {
  gross: Money;
  nssfEmployee: Money;
  shif: Money;
  nhif: Money;
  housingLevy: Money;
  otherPension: Money;
}

/** Taxable pay, reliefs and PAYE from the employee's contributions and the tax inputs. */
function incomeTax(
  input: PayslipInput,
  rules: PayrollRules,
  resident: boolean,
  c: Contributions & { totalGross: Money },
) {
  const secondary = input.employment === 'secondary';
  const mortgageInterest = amount('mortgageInterest', input.mortgageInterest).round();
  const taxDeductions = allowedTaxDeductions({
    ...c,
    otherPension: c.otherPension.plus(amount('registeredPension', input.registeredPension).round()),
    postRetirementMedicalFund: amount('postRetirementMedicalFund', input.postRetirementMedicalFund).round(),
    mortgageInterest: secondary ? Money.zero() : mortgageInterest,
    rule: rules.taxDeductions,
  });
  const taxablePay = taxablePayOf(c.totalGross, taxDeductions);
  const reliefs = computeReliefs({
    resident,
    secondary,
    rule: rules.reliefs,
    insurancePremium: amount('insurancePremium', input.insurancePremium),
    nhif: c.nhif,
    housingLevy: c.housingLevy,
  });
  const exemption = input.disabilityExempt ? Money.of(rules.benefits.disabilityExemption) : Money.zero();
  const tax = computePaye({
    taxablePay,
    resident,
    secondary,
    exemption,
    rule: rules.paye,
    reliefs: reliefs.total,
  });
  const disabilityExemption = taxablePay.minus(tax.chargeablePay);
  return { taxDeductions, taxablePay, disabilityExemption, ...tax, reliefs };
}

/** Statutory deductions, PAYE, net pay and employer costs for one employee and month. */
export function computePayslip(input: PayslipInput, tables: PayrollTables = PAYROLL_TABLES): Payslip {
  const rules = payrollRulesFor(input.period, tables);
  const resident = input.resident ?? true;
  const pay = grossPay(input);
  const { gross } = pay;
  const nssf = computeNssf(gross, rules.nssf);
  const health = computeHealthContribution(gross, rules.health);
  const levy = computeHousingLevy(gross, rules.housingLevy);
  const contributions: Contributions = {
    gross,
    nssfEmployee: nssf.employee,
    shif: health.scheme === 'shif' ? health.amount : Money.zero(),
    nhif: health.scheme === 'nhif' ? health.amount : Money.zero(),
    housingLevy: levy.employee,
    otherPension: amount('otherPension', input.otherPension).round(),
  };
  const benefits = computeBenefits(gross, input.benefits ?? {}, rules.benefits);
  const totalGross = gross.plus(benefits.total);
  const tax = incomeTax(input, rules, resident, { ...contributions, totalGross });
  const { nssfEmployee, shif, nhif, housingLevy, otherPension } = contributions;
  const totalDeductions = Money.sum([tax.paye, nssfEmployee, shif, nhif, housingLevy, otherPension]);
  const nita = nitaLevy(rules.nita);
  return {
    period: rules.period,
    resident,
    ...pay,
    employment: input.employment ?? 'primary',
    benefits,
    totalGross,
    healthScheme: health.scheme,
    nssfTierI: nssf.tierI,
    nssfTierII: nssf.tierII,
    nssfEmployee,
    shif,
    nhif,
    housingLevy,
    otherPension,
    ...tax,
    totalDeductions,
    netPay: gross.minus(totalDeductions),
    nssfEmployer: nssf.employer,
    housingLevyEmployer: levy.employer,
    nita,
    employerContributions: Money.sum([nssf.employer, levy.employer, nita]),
    rules,
  };
}
