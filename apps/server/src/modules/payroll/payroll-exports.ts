import { type Executor, employees, payrollRecords } from '@tawi/db';
import { type CsvCell, EMPLOYMENT_TYPES, Money, toCsv } from '@tawi/domain';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../platform/request-context';
import { inBranches, type PayrollRow } from './payroll-records.repo';

const r = payrollRecords;

/** KENYA.md "P10 columns per employee", in that order. */
export const P10_COLUMNS = [
  'PIN of Employee',
  'Name of Employee',
  'Residential Status',
  'Type of Employment',
  'Total Cash Pay',
  'Car Benefit',
  'Meals',
  'Non-Cash Benefits',
  'Housing Benefit',
  'Other Benefits',
  'Total Gross Pay',
  'SHIF',
  'NSSF',
  'Other Pension',
  'Post-Retirement Medical Fund',
  'Mortgage Interest',
  'AHL',
  'Taxable Pay',
  'Tax Payable',
  'Personal Relief',
  'Insurance Relief',
  'PAYE',
] as const;

const m = (v: string) => Money.of(v);
const ZERO = Money.zero();
const employmentLabel = (code: string) => EMPLOYMENT_TYPES.find((t) => t.code === code)?.label ?? code;

/** One P10 row: all pay is cash (basic, allowances, overtime); no benefits in kind are recorded. */
function p10Row(row: PayrollRow): CsvCell[] {
  return [
    row.kraPin ?? '',
    row.employeeName,
    row.resident ? 'Resident' : 'Non-Resident',
    employmentLabel(row.employmentType),
    m(row.grossPay),
    ZERO,
    ZERO,
    ZERO,
    ZERO,
    ZERO,
    m(row.grossPay),
    m(row.shif),
    m(row.nssf),
    ZERO,
    ZERO,
    ZERO,
    m(row.housingLevy),
    m(row.taxablePay),
    m(row.taxBeforeRelief),
    m(row.personalRelief),
    m(row.insuranceRelief),
    m(row.paye),
  ];
}

/** The P10 (PAYE return) rows of a period: every branch the user reaches, or one. */
export async function p10Csv(db: Executor, ctx: RequestContext, period: string, branchId?: string) {
  const rows = await db
    .select()
    .from(r)
    .where(
      and(
        eq(r.companyId, ctx.companyId),
        eq(r.period, period),
        inBranches(ctx.branchIds),
        branchId ? eq(r.branchId, branchId) : undefined,
      ),
    )
    .orderBy(asc(r.employeeNumber));
  return toCsv([[...P10_COLUMNS], ...rows.map(p10Row)]);
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
    .innerJoin(employees, and(eq(employees.companyId, r.companyId), eq(employees.id, r.employeeId)))
    .where(and(eq(r.companyId, companyId), eq(r.branchId, branchId), eq(r.period, period), method))
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
