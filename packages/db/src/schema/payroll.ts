import { sql } from 'drizzle-orm';
import { boolean, check, date, index, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, creation, isActive, money, softDelete, stamps, timestamps, timestampTz } from './columns';
import { sameCompanyKey } from './keys';
import { bankAccounts, journalEntries } from './ledger';
import { users } from './org';
import { branchKey, branchTable, companyRecord, companyTable } from './tenant-columns';

/** Employees (spec: employees), per company and home branch; soft deleted. */
export const employees = branchTable(
  'employees',
  {
    employeeNumber: text('employee_number').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    department: text('department').notNull(),
    employmentType: text('employment_type').notNull(),
    position: text('position').notNull(),
    hireDate: date('hire_date'),
    basicSalary: money('basic_salary').notNull().default('0'),
    transportAllowance: money('transport_allowance').notNull().default('0'),
    housingAllowance: money('housing_allowance').notNull().default('0'),
    lunchAllowance: money('lunch_allowance').notNull().default('0'),
    overtimeRate: money('overtime_rate').notNull().default('0'),
    kraPin: text('kra_pin'),
    nssfNumber: text('nssf_number'),
    shifNumber: text('shif_number'),
    paymentMethod: text('payment_method').notNull().default('bank'),
    bankName: text('bank_name'),
    bankBranch: text('bank_branch'),
    bankAccountNumber: text('bank_account_number'),
    mpesaPhone: text('mpesa_phone'),
    resident: boolean('resident').notNull().default(true),
    userId: uuid('user_id'),
    isActive: isActive(),
    ...softDelete(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('employees_company_number_key').on(t.companyId, t.employeeNumber),
    uniqueIndex('employees_company_user_key')
      .on(t.companyId, t.userId)
      .where(sql`${t.userId} is not null and not ${t.isDeleted}`),
    index('employees_branch_name_idx')
      .on(t.companyId, t.branchId, sql`lower(${t.fullName})`)
      .where(sql`not ${t.isDeleted}`),
    branchKey(t),
    sameCompanyKey(t, t.userId, users),
    check(
      'employees_department_check',
      sql`${t.department} in ('hr', 'finance', 'engineering', 'marketing', 'sales', 'operations', 'customer_service', 'administration')`,
    ),
    check(
      'employees_employment_type_check',
      sql`${t.employmentType} in ('full_time', 'part_time', 'contract', 'intern', 'consultant')`,
    ),
    check('employees_payment_method_check', sql`${t.paymentMethod} in ('bank', 'mpesa')`),
    check(
      'employees_amounts_check',
      sql`${t.basicSalary} >= 0 and ${t.transportAllowance} >= 0 and ${t.housingAllowance} >= 0 and ${t.lunchAllowance} >= 0 and ${t.overtimeRate} >= 0`,
    ),
  ],
);

/**
 * An employee's tax inputs from a date (PAYE): residence, main or secondary employment, disability
 * exemption certificate, pension and other deductible amounts, insurance premiums and benefits in kind.
 * A payroll uses the row in force on the last day of its period (the latest `effective_from` not after it).
 */
export const employeeTaxInputs = companyTable(
  'employee_tax_inputs',
  {
    employeeId: uuid('employee_id').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    resident: boolean('resident').notNull().default(true),
    employment: text('employment').notNull().default('primary'),
    disabilityCertificate: text('disability_certificate'),
    disabilityCertificateExpires: date('disability_certificate_expires'),
    registeredPension: money('registered_pension').notNull().default('0'),
    postRetirementMedicalFund: money('post_retirement_medical_fund').notNull().default('0'),
    mortgageInterest: money('mortgage_interest').notNull().default('0'),
    insurancePremium: money('insurance_premium').notNull().default('0'),
    carCost: money('car_cost').notNull().default('0'),
    carPrescribedValue: money('car_prescribed_value').notNull().default('0'),
    meals: money('meals').notNull().default('0'),
    nonCashBenefits: money('non_cash_benefits').notNull().default('0'),
    housingType: text('housing_type').notNull().default('none'),
    housingValue: money('housing_value').notNull().default('0'),
    otherBenefits: money('other_benefits').notNull().default('0'),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('employee_tax_inputs_employee_from_key').on(t.companyId, t.employeeId, t.effectiveFrom),
    sameCompanyKey(t, t.employeeId, employees),
    check('employee_tax_inputs_employment_check', sql`${t.employment} in ('primary', 'secondary')`),
    check(
      'employee_tax_inputs_housing_type_check',
      sql`${t.housingType} in ('none', 'employer-owned', 'employer-rented')`,
    ),
    check(
      'employee_tax_inputs_amounts_check',
      sql`${t.registeredPension} >= 0 and ${t.postRetirementMedicalFund} >= 0 and ${t.mortgageInterest} >= 0 and ${t.insurancePremium} >= 0 and ${t.carCost} >= 0 and ${t.carPrescribedValue} >= 0 and ${t.meals} >= 0 and ${t.nonCashBenefits} >= 0 and ${t.housingValue} >= 0 and ${t.otherBenefits} >= 0`,
    ),
  ],
);

/**
 * One employee's pay for one month (spec: payroll record), PAY-YYYY-nnnn. The employee's details and
 * every figure are kept as computed, so a payslip reads the same after the employee or the rules change.
 * At most one per employee and period: a re-run replaces the Processed one; a Paid one never changes.
 */
export const payrollRecords = branchTable(
  'payroll_records',
  {
    payrollNumber: text('payroll_number').notNull(),
    employeeId: uuid('employee_id').notNull(),
    period: text('period').notNull(),
    status: text('status').notNull().default('Processed'),
    employeeNumber: text('employee_number').notNull(),
    employeeName: text('employee_name').notNull(),
    employeeEmail: text('employee_email').notNull(),
    department: text('department').notNull(),
    position: text('position').notNull(),
    employmentType: text('employment_type').notNull(),
    kraPin: text('kra_pin'),
    nssfNumber: text('nssf_number'),
    shifNumber: text('shif_number'),
    resident: boolean('resident').notNull(),
    employment: text('employment').notNull().default('primary'),
    disabilityCertificate: text('disability_certificate'),
    healthScheme: text('health_scheme').notNull(),
    basicSalary: money('basic_salary').notNull(),
    overtimeHours: numeric('overtime_hours', { precision: 8, scale: 2 }).notNull().default('0'),
    overtimeRate: money('overtime_rate').notNull().default('0'),
    overtimePay: money('overtime_pay').notNull().default('0'),
    transportAllowance: money('transport_allowance').notNull().default('0'),
    housingAllowance: money('housing_allowance').notNull().default('0'),
    lunchAllowance: money('lunch_allowance').notNull().default('0'),
    grossPay: money('gross_pay').notNull(),
    carBenefit: money('car_benefit').notNull().default('0'),
    mealsBenefit: money('meals_benefit').notNull().default('0'),
    nonCashBenefit: money('non_cash_benefit').notNull().default('0'),
    housingType: text('housing_type').notNull().default('none'),
    housingBenefit: money('housing_benefit').notNull().default('0'),
    otherBenefits: money('other_benefits').notNull().default('0'),
    nssf: money('nssf').notNull(),
    shif: money('shif').notNull(),
    nhif: money('nhif').notNull(),
    housingLevy: money('housing_levy').notNull(),
    pensionDeduction: money('pension_deduction').notNull().default('0'),
    otherPension: money('other_pension').notNull().default('0'),
    postRetirementMedicalFund: money('post_retirement_medical_fund').notNull().default('0'),
    mortgageInterest: money('mortgage_interest').notNull().default('0'),
    disabilityExemption: money('disability_exemption').notNull().default('0'),
    taxablePay: money('taxable_pay').notNull(),
    taxBeforeRelief: money('tax_before_relief').notNull(),
    personalRelief: money('personal_relief').notNull(),
    insuranceRelief: money('insurance_relief').notNull(),
    housingRelief: money('housing_relief').notNull(),
    paye: money('paye').notNull(),
    totalDeductions: money('total_deductions').notNull(),
    netPay: money('net_pay').notNull(),
    employerNssf: money('employer_nssf').notNull(),
    employerHousingLevy: money('employer_housing_levy').notNull(),
    nita: money('nita').notNull(),
    notes: text('notes'),
    payDate: date('pay_date'),
    bankAccountId: uuid('bank_account_id'),
    journalEntryId: uuid('journal_entry_id'),
    paymentEntryId: uuid('payment_entry_id'),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('payroll_records_company_number_key').on(t.companyId, t.payrollNumber),
    uniqueIndex('payroll_records_employee_period_key').on(t.companyId, t.employeeId, t.period),
    index('payroll_records_period_idx').on(t.companyId, t.branchId, t.period),
    branchKey(t),
    sameCompanyKey(t, t.employeeId, employees),
    sameCompanyKey(t, t.bankAccountId, bankAccounts),
    sameCompanyKey(t, t.journalEntryId, journalEntries),
    sameCompanyKey(t, t.paymentEntryId, journalEntries),
    check('payroll_records_status_check', sql`${t.status} in ('Processed', 'Paid')`),
    check('payroll_records_period_check', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check(
      'payroll_records_paid_check',
      sql`${t.status} <> 'Paid' or (${t.payDate} is not null and ${t.paymentEntryId} is not null)`,
    ),
  ],
);

/**
 * Mail the app sends (payslips, later customer documents). Every message is kept here; with no SMTP
 * server configured it stays `queued` for an administrator to send another way.
 */
export const outbox = pgTable(
  'outbox',
  {
    ...companyRecord(),
    /** One address, or several separated by ", ". */
    toAddress: text('to_address').notNull(),
    /** Copies: addresses separated by ", "; none: null. */
    ccAddress: text('cc_address'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachment: bytea('attachment'),
    status: text('status').notNull().default('queued'),
    error: text('error'),
    sourceType: text('source_type'),
    sourceId: text('source_id'),
    ...creation(),
    sentAt: timestampTz('sent_at'),
  },
  (t) => [
    index('outbox_company_created_idx').on(t.companyId, t.createdAt),
    check('outbox_status_check', sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
);
