import { type Executor, employees, payrollRecords } from '@tawi/db';
import { type CsvCell, HOUSING_TYPES, Money, toCsv } from '@tawi/domain';
import { asc, eq, type SQL } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { keyedJoin, ofBranch, ofCompany } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';
import { inBranches, type PayrollRow } from './payroll-records.repo';

const r = payrollRecords;

/**
 * iTax P10 template, sheet B_Employees_Dtls: KENYA.md's 25 columns in this order. The template's CSV
 * upload has no header row; these names are for tests and readers only.
 */
export const P10_COLUMNS = [
  'PIN of Employee',
  'Name of Employee',
  'Residential Status',
  'Type of Employee',
  'Person with Disability',
  'Exemption Certificate No.',
  'Total Cash Pay',
  'Car Benefit',
  'Meals',
  'Value of Non-Cash Benefits',
  'Type of Housing',
  'Housing Benefit',
  'Other Benefits',
  'Total Gross Pay',
  'SHIF Contribution',
  'NSSF Contribution',
  'Other Pension Contribution',
  'Post-Retirement Medical Fund',
  'Mortgage Interest',
  'Affordable Housing Levy',
  'Taxable Pay',
  'Personal Relief',
  'Insurance Relief',
  'PAYE Tax',
  'Self-Assessed PAYE Tax',
] as const;

const m = (v: string) => Money.of(v);
const housingLabel = (code: string) =>
  HOUSING_TYPES.find((t) => t.code === code)?.label ?? HOUSING_TYPES[0].label;

/** One B_Employees_Dtls row. */
export function p10Row(row: PayrollRow): CsvCell[] {
  const totalGross = Money.sum([
    row.grossPay,
    row.carBenefit,
    row.mealsBenefit,
    row.nonCashBenefit,
    row.housingBenefit,
    row.otherBenefits,
  ]);
  return [
    row.kraPin ?? '',
    row.employeeName,
    row.resident ? 'Resident' : 'Non-Resident',
    row.employment === 'secondary' ? 'Secondary Employee' : 'Primary Employee',
    row.disabilityCertificate ? 'Yes' : 'No',
    row.disabilityCertificate ?? '',
    m(row.grossPay),
    m(row.carBenefit),
    m(row.mealsBenefit),
    m(row.nonCashBenefit),
    housingLabel(row.housingType),
    m(row.housingBenefit),
    m(row.otherBenefits),
    totalGross,
    m(row.shif),
    m(row.nssf),
    m(row.otherPension),
    m(row.postRetirementMedicalFund),
    m(row.mortgageInterest),
    m(row.housingLevy),
    m(row.taxablePay),
    m(row.personalRelief),
    m(row.insuranceRelief),
    m(row.paye),
    m(row.paye),
  ];
}

/** A period's records: every branch the user reaches, or one; by employee number. */
export async function periodRecords(db: Executor, ctx: RequestContext, period: string, branchId?: string) {
  return db
    .select()
    .from(r)
    .where(
      ofCompany(
        r,
        ctx.companyId,
        eq(r.period, period),
        inBranches(ctx.branchIds),
        branchId ? eq(r.branchId, branchId) : undefined,
      ),
    )
    .orderBy(asc(r.employeeNumber));
}

/**
 * The P10 return as the iTax template takes it: one CSV per sheet, no header rows, in a ZIP.
 * B_Employees_Dtls is the only sheet written: the other sheets (disabled-employee, lump-sum, housing
 * levy and NITA declarations) are not produced until their column orders are checked against the
 * current template; disabled employees are flagged in columns 5 and 6 of B_Employees_Dtls.
 */
export async function p10Zip(db: Executor, ctx: RequestContext, period: string, branchId?: string) {
  const rows = await periodRecords(db, ctx, period, branchId);
  const files = { 'B_Employees_Dtls.csv': toCsv(rows.map(p10Row)) };
  return Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, csv]) => [name, strToU8(csv)]))),
  );
}

/** A branch's records of a period with the employee's current payment details. */
async function withPaymentDetails(
  db: Executor,
  companyId: string,
  branchId: string,
  period: string,
  method: SQL,
) {
  return db
    .select({ record: r, employee: employees })
    .from(r)
    .innerJoin(employees, keyedJoin(employees, r, r.employeeId))
    .where(ofBranch(r, companyId, branchId, eq(r.period, period), method))
    .orderBy(asc(r.employeeNumber));
}

export const BANK_FILE_COLUMNS = [
  'Employee Number',
  'Employee Name',
  'Bank Name',
  'Bank Branch',
  'Account Number',
  'Amount',
  'Reference',
  'Narrative',
] as const;

/** Net salaries to pay by bank transfer: one row per employee paid by bank. */
export async function bankFileCsv(db: Executor, companyId: string, branchId: string, period: string) {
  const rows = await withPaymentDetails(db, companyId, branchId, period, eq(employees.paymentMethod, 'bank'));
  return toCsv([
    [...BANK_FILE_COLUMNS],
    ...rows.map(({ record, employee }) => [
      record.employeeNumber,
      record.employeeName,
      employee.bankName,
      employee.bankBranch,
      employee.bankAccountNumber,
      m(record.netPay),
      record.payrollNumber,
      `Salary ${period}`,
    ]),
  ]);
}

export const MPESA_FILE_COLUMNS = ['Phone Number', 'Amount', 'Name', 'Employee Number', 'Reference'] as const;

/** '+254712345678' -> '254712345678' (the bulk payment format). */
const msisdn = (phone: string | null) => (phone ? phone.replace(/^\+/, '') : '');

/** Net salaries to send by M-Pesa (B2C bulk payment upload): one row per employee paid by M-Pesa. */
export async function mpesaFileCsv(db: Executor, companyId: string, branchId: string, period: string) {
  const rows = await withPaymentDetails(
    db,
    companyId,
    branchId,
    period,
    eq(employees.paymentMethod, 'mpesa'),
  );
  return toCsv([
    [...MPESA_FILE_COLUMNS],
    ...rows.map(({ record, employee }) => [
      msisdn(employee.mpesaPhone ?? employee.phone),
      m(record.netPay),
      record.employeeName,
      record.employeeNumber,
      record.payrollNumber,
    ]),
  ]);
}
