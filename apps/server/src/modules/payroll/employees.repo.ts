import type { Employee, EmployeeListQuery, Page } from '@tawi/contracts';
import { type Executor, employees } from '@tawi/db';
import { Money } from '@tawi/domain';
import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { assertRecordBranch } from '../../platform/branch-scope';
import { liveOf, ofBranch } from '../../platform/company-rows';
import { foundRow } from '../../platform/found-row';
import { ilikeAny } from '../../platform/like-pattern';
import { givenEquals } from '../../platform/list-filters';
import type { RequestContext } from '../../platform/request-context';
import { tablePage } from '../../platform/sql-page';

export type EmployeeRow = typeof employees.$inferSelect;

export function toEmployee(row: EmployeeRow): Employee {
  return {
    id: row.id,
    employeeNumber: row.employeeNumber,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    department: row.department,
    employmentType: row.employmentType,
    position: row.position,
    branchId: row.branchId,
    hireDate: row.hireDate,
    salary: Money.of(row.basicSalary).toNumber(),
    allowances: {
      transport: Money.of(row.transportAllowance).toNumber(),
      housing: Money.of(row.housingAllowance).toNumber(),
      lunch: Money.of(row.lunchAllowance).toNumber(),
    },
    overtimeRate: Money.of(row.overtimeRate).toNumber(),
    kraPin: row.kraPin,
    nssfNumber: row.nssfNumber,
    shifNumber: row.shifNumber,
    paymentMethod: row.paymentMethod === 'mpesa' ? 'mpesa' : 'bank',
    bankName: row.bankName,
    bankBranch: row.bankBranch,
    bankAccountNumber: row.bankAccountNumber,
    mpesaPhone: row.mpesaPhone,
    resident: row.resident,
    userId: row.userId,
    isActive: row.isActive,
    isDeleted: row.isDeleted,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A live (not deleted) employee of the company; another company's or a deleted one is 404. */
export async function findEmployeeRow(db: Executor, ctx: RequestContext, id: string, lock = false) {
  const live = liveOf(employees, ctx.companyId, eq(employees.id, id));
  const row = await foundRow(db, employees, live, 'Employee', { lock });
  assertRecordBranch(ctx, row);
  return row;
}

/** Live employees of the company among `ids`, locked for the rest of the transaction. */
export async function lockEmployees(db: Executor, companyId: string, where: SQL | undefined) {
  return db
    .select()
    .from(employees)
    .where(liveOf(employees, companyId, where))
    .orderBy(asc(employees.employeeNumber))
    .for('update');
}

export const employeesWithIds = (ids: readonly string[]) => inArray(employees.id, [...ids]);

const SORTABLE = {
  fullName: sql`lower(${employees.fullName})`,
  employeeNumber: employees.employeeNumber,
  department: employees.department,
  position: employees.position,
  salary: employees.basicSalary,
  hireDate: employees.hireDate,
} as const;

function orderOf(sort: string | undefined) {
  const key = sort?.replace(/^-/, '') as keyof typeof SORTABLE | undefined;
  const column = key && key in SORTABLE ? SORTABLE[key] : undefined;
  if (!column) return [asc(sql`lower(${employees.fullName})`), asc(employees.id)];
  return [sort?.startsWith('-') ? desc(column) : asc(column), asc(employees.id)];
}

/** One page of a branch's employees; search over name, number, email, position and KRA PIN. */
export async function listEmployees(
  db: Executor,
  companyId: string,
  branchId: string,
  q: EmployeeListQuery,
): Promise<Page<Employee>> {
  const where = ofBranch(
    employees,
    companyId,
    branchId,
    eq(employees.isDeleted, false),
    givenEquals(employees.department, q.department),
    ilikeAny(q.search, [
      employees.fullName,
      employees.employeeNumber,
      employees.email,
      employees.position,
      employees.kraPin,
    ]),
  );
  return tablePage(db, q, { table: employees, where, order: orderOf(q.sort) }, toEmployee);
}
