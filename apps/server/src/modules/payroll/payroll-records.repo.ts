import type { Page, PayrollListQuery, PayrollRecord } from '@tawi/contracts';
import { type Executor, payrollRecords } from '@tawi/db';
import { Money, periodBounds } from '@tawi/domain';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { assertRecordBranch } from '../../platform/branch-scope';
import { ofCompany } from '../../platform/company-rows';
import { foundRow } from '../../platform/found-row';
import { ilikeAny } from '../../platform/like-pattern';
import { givenEquals } from '../../platform/list-filters';
import type { RequestContext } from '../../platform/request-context';
import { tablePage } from '../../platform/sql-page';

export type PayrollRow = typeof payrollRecords.$inferSelect;
export type PayrollValues = typeof payrollRecords.$inferInsert;

const n = (v: string) => Money.of(v).toNumber();

/** Basic pay, overtime, allowances and benefits in kind, and the gross they make. */
function earningsOf(row: PayrollValues) {
  const transport = n(row.transportAllowance ?? '0');
  const housing = n(row.housingAllowance ?? '0');
  const lunch = n(row.lunchAllowance ?? '0');
  const benefits = {
    car: n(row.carBenefit ?? '0'),
    meals: n(row.mealsBenefit ?? '0'),
    nonCash: n(row.nonCashBenefit ?? '0'),
    housingType: row.housingType ?? 'none',
    housing: n(row.housingBenefit ?? '0'),
    other: n(row.otherBenefits ?? '0'),
  };
  const totalGross = Money.sum([
    row.grossPay,
    row.carBenefit ?? 0,
    row.mealsBenefit ?? 0,
    row.nonCashBenefit ?? 0,
    row.housingBenefit ?? 0,
    row.otherBenefits ?? 0,
  ]);
  return {
    basicSalary: n(row.basicSalary),
    overtimeHours: n(row.overtimeHours ?? '0'),
    overtimeRate: n(row.overtimeRate ?? '0'),
    overtimePay: n(row.overtimePay ?? '0'),
    allowances: { transport, housing, lunch },
    totalAllowances: Money.sum([
      row.transportAllowance ?? 0,
      row.housingAllowance ?? 0,
      row.lunchAllowance ?? 0,
    ]).toNumber(),
    totalEarnings: n(row.grossPay),
    benefits,
    totalGross: totalGross.toNumber(),
  };
}

/** The figures of a record (saved row or previewed values) in the API's shape. */
export function figuresOf(row: PayrollValues) {
  const employer = Money.sum([row.employerNssf, row.employerHousingLevy, row.nita]);
  return {
    ...earningsOf(row),
    pensionDeduction: n(row.pensionDeduction ?? '0'),
    otherPension: n(row.otherPension ?? '0'),
    postRetirementMedicalFund: n(row.postRetirementMedicalFund ?? '0'),
    mortgageInterest: n(row.mortgageInterest ?? '0'),
    disabilityExemption: n(row.disabilityExemption ?? '0'),
    deductions: {
      paye: n(row.paye),
      nssf: n(row.nssf),
      shif: n(row.shif),
      nhif: n(row.nhif),
      housingLevy: n(row.housingLevy),
    },
    totalDeductions: n(row.totalDeductions),
    taxablePay: n(row.taxablePay),
    taxBeforeRelief: n(row.taxBeforeRelief),
    personalRelief: n(row.personalRelief),
    insuranceRelief: n(row.insuranceRelief),
    housingRelief: n(row.housingRelief),
    netPay: n(row.netPay),
    employerContributions: {
      nssf: n(row.employerNssf),
      housingLevy: n(row.employerHousingLevy),
      nita: n(row.nita),
    },
    totalEmployerContributions: employer.toNumber(),
  };
}

/** Everything of a record but its id, number, status and timestamps. */
export function recordBody(row: PayrollValues) {
  const { start, end } = periodBounds(row.period);
  return {
    employeeId: row.employeeId,
    employeeNumber: row.employeeNumber,
    employeeName: row.employeeName,
    employeeEmail: row.employeeEmail,
    department: row.department,
    position: row.position,
    employmentType: row.employmentType,
    kraPin: row.kraPin ?? null,
    nssfNumber: row.nssfNumber ?? null,
    shifNumber: row.shifNumber ?? null,
    resident: row.resident,
    employment: row.employment === 'secondary' ? ('secondary' as const) : ('primary' as const),
    disabilityCertificate: row.disabilityCertificate ?? null,
    branchId: row.branchId,
    period: row.period,
    payPeriodStart: start,
    payPeriodEnd: end,
    payDate: row.payDate ?? null,
    healthScheme: row.healthScheme === 'nhif' ? ('nhif' as const) : ('shif' as const),
    ...figuresOf(row),
    bankAccountId: row.bankAccountId ?? null,
    journalEntryId: row.journalEntryId ?? null,
    paymentEntryId: row.paymentEntryId ?? null,
    notes: row.notes ?? null,
  };
}

export function toPayrollRecord(row: PayrollRow): PayrollRecord {
  return {
    id: row.id,
    payrollId: row.payrollNumber,
    ...recordBody(row),
    status: row.status === 'Paid' ? 'Paid' : 'Processed',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A record of the company in a branch the user reaches; else 404 (another company) or 403. */
export async function findPayrollRow(db: Executor, ctx: RequestContext, id: string): Promise<PayrollRow> {
  const own = ofCompany(payrollRecords, ctx.companyId, eq(payrollRecords.id, id));
  const row = await foundRow(db, payrollRecords, own, 'Payroll record');
  assertRecordBranch(ctx, row);
  return row;
}

/** Records of one company matching `where`, by period then employee number. */
export async function payrollRows(db: Executor, companyId: string, where: SQL | undefined) {
  return db
    .select()
    .from(payrollRecords)
    .where(ofCompany(payrollRecords, companyId, where))
    .orderBy(desc(payrollRecords.period), asc(payrollRecords.employeeNumber));
}

export const inBranches = (branchIds: readonly string[]) => inArray(payrollRecords.branchId, [...branchIds]);

/** The company's records of the month `period` (that also meet `more`). */
export const ofPeriod = (companyId: string, period: string, ...more: (SQL | undefined)[]) =>
  ofCompany(payrollRecords, companyId, eq(payrollRecords.period, period), ...more);

/** The records `where` picks, locked (FOR UPDATE) for the rest of the transaction. */
export const lockedRecords = (tx: Executor, where: SQL) =>
  tx.select().from(payrollRecords).where(where).for('update');

export async function listPayroll(
  db: Executor,
  ctx: RequestContext,
  branchId: string,
  q: PayrollListQuery,
): Promise<Page<PayrollRecord>> {
  const where = ofCompany(
    payrollRecords,
    ctx.companyId, // an employee's payslip history follows the employee across the branches the user reaches
    q.employeeId
      ? and(eq(payrollRecords.employeeId, q.employeeId), inBranches(ctx.branchIds))
      : eq(payrollRecords.branchId, branchId),
    givenEquals(payrollRecords.period, q.period),
    givenEquals(payrollRecords.status, q.status),
    ilikeAny(q.search, [
      payrollRecords.employeeName,
      payrollRecords.employeeNumber,
      payrollRecords.payrollNumber,
    ]),
  );
  const order = [desc(payrollRecords.period), asc(payrollRecords.employeeNumber)];
  return tablePage(db, q, { table: payrollRecords, where, order }, toPayrollRecord);
}
