import type { EmployeeTaxInputs, EmployeeTaxInputsBody } from '@tawi/contracts';
import { type Database, type Executor, employees, employeeTaxInputs } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { auditUpdate } from '../../platform/audit';
import { ofCompany } from '../../platform/company-rows';
import { companyToday } from '../../platform/company-today';
import type { RequestContext } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
import { type EmployeeRow, findEmployeeRow } from './employees.repo';
import { taxInputsInForce, taxInputValues, toTaxInputs } from './tax-inputs.repo';

/**
 * Saves an employee's tax inputs from a date (default today); the same date again replaces that row.
 * When the row is the one in force today, the employee's `resident` follows it.
 */
export async function saveTaxInputsIn(
  tx: Executor,
  ctx: RequestContext,
  employee: EmployeeRow,
  body: EmployeeTaxInputsBody,
): Promise<EmployeeTaxInputs> {
  const today = await companyToday(tx, ctx.companyId);
  const effectiveFrom = body.effectiveFrom ?? today;
  const values = taxInputValues(body);
  const row = await tx
    .insert(employeeTaxInputs)
    .values({
      ...values,
      companyId: ctx.companyId,
      employeeId: employee.id,
      effectiveFrom,
      createdBy: ctx.userId,
    })
    .onConflictDoUpdate({
      target: [employeeTaxInputs.companyId, employeeTaxInputs.employeeId, employeeTaxInputs.effectiveFrom],
      set: { ...values, updatedAt: new Date() },
    })
    .returning()
    .then(returnedRow('tax inputs upsert'));
  const current = (await taxInputsInForce(tx, ctx.companyId, [employee.id], today)).get(employee.id);
  if (current?.id === row.id && employee.resident !== row.resident) {
    await tx
      .update(employees)
      .set({ resident: row.resident, updatedAt: new Date() })
      .where(ofCompany(employees, ctx.companyId, eq(employees.id, employee.id)));
  }
  const summary = `${employee.employeeNumber} ${employee.fullName}: tax inputs from ${effectiveFrom}`;
  await auditUpdate(tx, ctx, 'employee-tax-inputs', row.id, summary, { after: row });
  return toTaxInputs(row);
}

/** The use case behind POST /api/employees/:id/tax-inputs: one transaction. */
export async function saveTaxInputs(
  db: Database,
  ctx: RequestContext,
  id: string,
  body: EmployeeTaxInputsBody,
) {
  return db.transaction(async (tx) =>
    saveTaxInputsIn(tx, ctx, await findEmployeeRow(tx, ctx, id, true), body),
  );
}
