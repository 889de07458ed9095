import type { PayrollPreviewRecord, PayrollRecord, PayrollRun } from '@tawi/contracts';
import { type Database, type Executor, employees, payrollRecords } from '@tawi/db';
import { periodBounds } from '@tawi/domain';
import { and, eq, gt, inArray, notInArray } from 'drizzle-orm';
import { AppError, fieldError, invalidState } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import { assertRecordBranch, scopedBranchId } from '../../platform/branch-scope';
import { ofCompany } from '../../platform/company-rows';
import { nextNumber } from '../../platform/counters';
import type { RequestContext } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
import { type EmployeeRow, employeesWithIds, lockEmployees } from './employees.repo';
import {
  lockedRecords,
  ofPeriod,
  type PayrollRow,
  type PayrollValues,
  recordBody,
  toPayrollRecord,
} from './payroll-records.repo';
import { payrollValues } from './payslip-figures';
import { taxInputsInForce } from './tax-inputs.repo';

export type RunOutcome =
  | { preview: true; items: PayrollPreviewRecord[] }
  | { preview: false; items: PayrollRecord[] };

/** Overtime hours by employee; an employee listed twice is a 400. */
function overtimeByEmployee(input: PayrollRun): Map<string, number> {
  const hours = new Map<string, number>();
  (input.overtime ?? []).forEach((o, i) => {
    if (hours.has(o.employeeId)) throw fieldError(`overtime.${i}.employeeId`, 'Employee listed twice');
    hours.set(o.employeeId, o.hours);
  });
  return hours;
}

/** The listed employees (each of the company, live, in a branch the user reaches), or the branch's active ones. */
async function employeesToPay(tx: Executor, ctx: RequestContext, branchId: string, input: PayrollRun) {
  if (!input.employeeIds) {
    const found = await lockEmployees(
      tx,
      ctx.companyId,
      and(eq(employees.branchId, branchId), eq(employees.isActive, true), gt(employees.basicSalary, '0')),
    );
    if (found.length === 0) {
      throw new AppError(
        'no-employees',
        'No active employee with a salary in this branch',
        { branchId },
        422,
      );
    }
    return found;
  }
  const ids = [...new Set(input.employeeIds)];
  const found = await lockEmployees(tx, ctx.companyId, employeesWithIds(ids));
  if (found.length !== ids.length) {
    const missing = ids.filter((id) => !found.some((e) => e.id === id));
    throw new AppError('not-found', 'Employee not found', { employeeIds: missing });
  }
  for (const e of found) assertRecordBranch(ctx, e);
  return found;
}

async function existingRecords(tx: Executor, companyId: string, period: string, staff: EmployeeRow[]) {
  const staffIds = staff.map((e) => e.id);
  const rows = await lockedRecords(
    tx,
    ofPeriod(companyId, period, inArray(payrollRecords.employeeId, staffIds)),
  );
  const paid = rows.filter((r) => r.status === 'Paid');
  if (paid.length > 0) {
    throw new AppError(
      'invalid-state',
      `Payroll for ${period} is already paid for ${paid.map((r) => r.employeeName).join(', ')}`,
      { period, paidIds: paid.map((r) => r.id) },
    );
  }
  return new Map(rows.map((r) => [r.employeeId, r]));
}

async function payrollNumber(tx: Executor, companyId: string, period: string): Promise<string> {
  const year = period.slice(0, 4);
  const n = await nextNumber(tx, companyId, `PAY-${year}`);
  return `PAY-${year}-${String(n).padStart(4, '0')}`;
}

/** Replaces the Processed record, or inserts a new numbered one. */
async function save(
  tx: Executor,
  ctx: RequestContext,
  values: PayrollValues,
  existing: PayrollRow | undefined,
) {
  if (existing) {
    const [row] = await tx
      .update(payrollRecords)
      .set({ ...values, payrollNumber: existing.payrollNumber, updatedAt: new Date() })
      .where(
        ofCompany(
          payrollRecords,
          ctx.companyId,
          eq(payrollRecords.id, existing.id),
          eq(payrollRecords.status, 'Processed'),
        ),
      )
      .returning();
    if (!row) throw invalidState(`Payroll ${existing.payrollNumber} was paid meanwhile`);
    return row;
  }
  const row = await tx.insert(payrollRecords).values(values).returning().then(returnedRow('payroll insert'));
  return row;
}

type Computed = { employee: EmployeeRow; values: Omit<PayrollValues, 'payrollNumber'> };

/** The run as a preview: each employee's figures, Pending, with the id and number of a record it would replace. */
function previewOf(computed: readonly Computed[], existing: Map<string, PayrollRow>): PayrollPreviewRecord[] {
  return computed.map(({ employee, values }) => {
    const saved = existing.get(employee.id);
    return {
      id: saved?.id ?? null,
      payrollId: saved?.payrollNumber ?? null,
      ...recordBody({ ...values, payrollNumber: '' }),
      status: 'Pending' as const,
      createdAt: null,
      updatedAt: null,
    };
  });
}

/** The branch's Processed records of the period for employees not in `staffIds`, deleted. */
async function dropRecordsNoLongerPaid(
  tx: Executor,
  companyId: string,
  { branchId, period }: { branchId: string; period: string },
  staffIds: Set<string>,
) {
  await tx
    .delete(payrollRecords)
    .where(
      ofPeriod(
        companyId,
        period,
        and(eq(payrollRecords.branchId, branchId), eq(payrollRecords.status, 'Processed')),
        notInArray(payrollRecords.employeeId, [...staffIds]),
      ),
    );
}

/**
 * Runs a month's payroll: figures from the domain's rules for the period, overtime as entered.
 * A preview saves nothing (status Pending). Otherwise the period's Processed records of these
 * employees are replaced (same id and number), new ones numbered PAY-YYYY-nnnn; a Paid one is 409.
 */
export async function runPayroll(db: Database, ctx: RequestContext, input: PayrollRun): Promise<RunOutcome> {
  const branchId = scopedBranchId(ctx, input.branchId);
  const hours = overtimeByEmployee(input);
  return db.transaction(async (tx): Promise<RunOutcome> => {
    const staff = await employeesToPay(tx, ctx, branchId, input);
    const staffIds = new Set(staff.map((e) => e.id));
    (input.overtime ?? []).forEach((o, i) => {
      if (!staffIds.has(o.employeeId))
        throw fieldError(`overtime.${i}.employeeId`, 'Not in this payroll run');
    });
    const existing = await existingRecords(tx, ctx.companyId, input.period, staff);
    // the tax inputs in force on the period's last day
    const inputs = await taxInputsInForce(
      tx,
      ctx.companyId,
      staff.map((e) => e.id),
      periodBounds(input.period).end,
    );
    const computed = staff.map((e) => ({
      employee: e,
      values: payrollValues(e, input.period, hours.get(e.id) ?? 0, input.notes, inputs.get(e.id)),
    }));
    if (input.preview) return { preview: true, items: previewOf(computed, existing) };
    const rows: PayrollRow[] = [];
    for (const { employee, values } of computed) {
      const saved = existing.get(employee.id);
      const number = saved?.payrollNumber ?? (await payrollNumber(tx, ctx.companyId, input.period));
      rows.push(await save(tx, ctx, { ...values, payrollNumber: number, createdBy: ctx.userId }, saved));
    }
    if (!input.employeeIds) {
      // a full run replaces the branch's whole month: drop Processed records of people no longer paid
      await dropRecordsNoLongerPaid(tx, ctx.companyId, { branchId, period: input.period }, staffIds);
    }
    await recordAudit(tx, ctx, {
      action: existing.size > 0 ? 'update' : 'create',
      entity: 'payroll-run',
      entityId: input.period,
      summary: `Payroll ${input.period}: ${rows.length} record(s) processed`,
      after: rows.map((r) => ({ id: r.id, payrollId: r.payrollNumber, netPay: r.netPay })),
    });
    return { preview: false, items: rows.map(toPayrollRecord) };
  });
}
