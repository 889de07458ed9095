import { type PayPeriodInput, ruleInForce, toPayPeriod } from './period';
import { PAYROLL_TABLES } from './rates';
import type { PayrollRules, PayrollTables } from './rule-types';

/** The rule rows in force for a pay period ('YYYY-MM', a date in it, or a Date). */
export function payrollRulesFor(
  period: PayPeriodInput,
  tables: PayrollTables = PAYROLL_TABLES,
): PayrollRules {
  const p = toPayPeriod(period);
  return {
    period: p,
    paye: ruleInForce(tables.paye, p, 'PAYE'),
    reliefs: ruleInForce(tables.reliefs, p, 'relief'),
    taxDeductions: ruleInForce(tables.taxDeductions, p, 'tax deduction'),
    nssf: ruleInForce(tables.nssf, p, 'NSSF'),
    health: ruleInForce(tables.health, p, 'NHIF/SHIF'),
    housingLevy: ruleInForce(tables.housingLevy, p, 'housing levy'),
    nita: ruleInForce(tables.nita, p, 'NITA'),
    benefits: ruleInForce(tables.benefits, p, 'benefit'),
  };
}
