import type { Employee, EmployeeCreate, EmployeeUpdate } from '@tawi/contracts';
import { type Database, type Executor, employees, users } from '@tawi/db';
import { Money } from '@tawi/domain';
import { eq } from 'drizzle-orm';
import { AppError, fieldError } from '../../platform/app-error';
import { auditCreate, auditDelete, auditUpdate } from '../../platform/audit';
import { scopedBranchId } from '../../platform/branch-scope';
import { liveOf, ofCompany } from '../../platform/company-rows';
import { companyToday } from '../../platform/company-today';
import { nextDocumentNumber } from '../../platform/counters';
import type { RequestContext } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
import { assertUnique } from '../../platform/unique';
import { type EmployeeRow, findEmployeeRow, toEmployee } from './employees.repo';
import { saveTaxInputsIn } from './save-tax-inputs';
import { taxInputsInForce, toTaxInputs } from './tax-inputs.repo';

type EmployeeValues = Partial<typeof employees.$inferInsert>;

async function assertNumberFree(tx: Executor, companyId: string, number: string, exceptId?: string) {
  await assertUnique(tx, {
    table: employees,
    id: employees.id,
    where: ofCompany(employees, companyId, eq(employees.employeeNumber, number)),
    exceptId,
    field: 'employeeNumber',
    what: 'An employee',
  });
}

/** The next free EMP-nnnn (skipping numbers typed in by hand). */
async function newEmployeeNumber(tx: Executor, companyId: string): Promise<string> {
  for (;;) {
    const number = await nextDocumentNumber(tx, companyId, 'EMP');
    const taken = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(ofCompany(employees, companyId, eq(employees.employeeNumber, number)))
      .limit(1);
    if (taken.length === 0) return number;
  }
}

async function assertUserLink(tx: Executor, companyId: string, userId: string, exceptId?: string) {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(ofCompany(users, companyId, eq(users.id, userId)))
    .limit(1);
  if (!user) throw fieldError('userId', 'No such user in this company');
  await assertUnique(tx, {
    table: employees,
    id: employees.id,
    where: liveOf(employees, companyId, eq(employees.userId, userId)),
    exceptId,
    field: 'userId',
    what: 'An employee',
  });
}

/**
 * KRA issues individuals PINs starting with A and non-individuals (companies, partnerships) PINs
 * starting with P (KENYA.md, Formats): an employee's PIN must be an individual's.
 */
function assertIndividualPin(pin: string | null | undefined) {
  if (pin?.startsWith('P')) {
    const message = "An employee's KRA PIN is an individual's PIN, starting with A (P is for companies)";
    throw new AppError('validation-error', message, { fields: { kraPin: message } }, 422);
  }
}

/** The employee with the tax inputs in force today, saving `taxInputs` first when given. */
async function withTaxInputs(tx: Executor, ctx: RequestContext, row: EmployeeRow, input: EmployeeUpdate) {
  if (input.taxInputs) await saveTaxInputsIn(tx, ctx, row, input.taxInputs);
  const today = await companyToday(tx, ctx.companyId);
  const current = (await taxInputsInForce(tx, ctx.companyId, [row.id], today)).get(row.id);
  const [fresh] = await tx
    .select()
    .from(employees)
    .where(ofCompany(employees, ctx.companyId, eq(employees.id, row.id)));
  return { ...toEmployee(fresh ?? row), taxInputs: current ? toTaxInputs(current) : null };
}

const amount = (v: number | undefined) => (v === undefined ? undefined : Money.of(v).toFixed());
const nullable = <T>(v: T | null | undefined) => (v === undefined ? undefined : v);

/** The columns an input sets (undefined: leave as is; null: clear). */
function valuesOf(input: EmployeeUpdate): EmployeeValues {
  const values: EmployeeValues = {
    employeeNumber: input.employeeNumber ?? undefined,
    fullName: input.fullName,
    email: input.email,
    phone: nullable(input.phone),
    department: input.department,
    employmentType: input.employmentType,
    position: input.position,
    hireDate: nullable(input.hireDate),
    basicSalary: amount(input.salary),
    transportAllowance: amount(input.allowances?.transport),
    housingAllowance: amount(input.allowances?.housing),
    lunchAllowance: amount(input.allowances?.lunch),
    overtimeRate: amount(input.overtimeRate),
    kraPin: nullable(input.kraPin),
    nssfNumber: nullable(input.nssfNumber),
    shifNumber: nullable(input.shifNumber),
    paymentMethod: input.paymentMethod,
    bankName: nullable(input.bankName),
    bankBranch: nullable(input.bankBranch),
    bankAccountNumber: nullable(input.bankAccountNumber),
    mpesaPhone: nullable(input.mpesaPhone),
    resident: input.resident,
    userId: nullable(input.userId),
    isActive: input.isActive,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

export async function createEmployee(db: Database, ctx: RequestContext, input: EmployeeCreate) {
  const branchId = scopedBranchId(ctx, input.branchId);
  assertIndividualPin(input.kraPin);
  return db.transaction(async (tx): Promise<Employee> => {
    if (input.employeeNumber) await assertNumberFree(tx, ctx.companyId, input.employeeNumber);
    if (input.userId) await assertUserLink(tx, ctx.companyId, input.userId);
    const employeeNumber = input.employeeNumber ?? (await newEmployeeNumber(tx, ctx.companyId));
    const row = await tx
      .insert(employees)
      .values({
        transportAllowance: '0',
        housingAllowance: '0',
        lunchAllowance: '0',
        ...valuesOf(input),
        companyId: ctx.companyId,
        branchId,
        employeeNumber,
        fullName: input.fullName,
        email: input.email,
        department: input.department,
        employmentType: input.employmentType,
        position: input.position,
      })
      .returning()
      .then(returnedRow('employee insert'));
    await auditCreate(tx, ctx, 'employee', row.id, `${row.employeeNumber} ${row.fullName}`, row);
    return withTaxInputs(tx, ctx, row, input);
  });
}

export async function updateEmployee(db: Database, ctx: RequestContext, id: string, input: EmployeeUpdate) {
  assertIndividualPin(input.kraPin);
  return db.transaction(async (tx): Promise<Employee> => {
    const before = await findEmployeeRow(tx, ctx, id, true);
    if (input.employeeNumber) await assertNumberFree(tx, ctx.companyId, input.employeeNumber, id);
    if (input.userId) await assertUserLink(tx, ctx.companyId, input.userId, id);
    const after = await tx
      .update(employees)
      .set({
        ...valuesOf(input),
        ...(input.branchId && { branchId: input.branchId }),
        updatedAt: new Date(),
      })
      .where(ofCompany(employees, ctx.companyId, eq(employees.id, id)))
      .returning()
      .then(returnedRow('employee update'));
    const summary = `${after.employeeNumber} ${after.fullName}`;
    await auditUpdate(tx, ctx, 'employee', id, summary, { before, after });
    return withTaxInputs(tx, ctx, after, input);
  });
}

/** Soft delete (spec): isDeleted true. Payroll records already paid stay as they are. */
export async function deleteEmployee(db: Database, ctx: RequestContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findEmployeeRow(tx, ctx, id, true);
    const now = new Date();
    await tx
      .update(employees)
      .set({ isDeleted: true, isActive: false, deletedAt: now, updatedAt: now })
      .where(ofCompany(employees, ctx.companyId, eq(employees.id, id)));
    await auditDelete(tx, ctx, 'employee', id, `${before.employeeNumber} ${before.fullName}`, before);
  });
}
