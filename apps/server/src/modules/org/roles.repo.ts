import { type Executor, roles, users } from '@tawi/db';
import { asc, count, eq } from 'drizzle-orm';
import { ofCompany } from '../../platform/company-rows';
import { toRole } from './org.mappers';

export async function findRoleRow(db: Executor, companyId: string, id: string) {
  const rows = await db
    .select()
    .from(roles)
    .where(ofCompany(roles, companyId, eq(roles.id, id)))
    .limit(1);
  return rows[0];
}

async function userCounts(db: Executor, companyId: string) {
  const rows = await db
    .select({ roleId: users.roleId, n: count() })
    .from(users)
    .where(ofCompany(users, companyId, eq(users.isActive, true)))
    .groupBy(users.roleId);
  return new Map(rows.map((r) => [r.roleId, Number(r.n)]));
}

export async function listRoles(db: Executor, companyId: string) {
  const rows = await db
    .select()
    .from(roles)
    .where(eq(roles.companyId, companyId))
    .orderBy(asc(roles.createdAt), asc(roles.name));
  const counts = await userCounts(db, companyId);
  return rows.map((r) => toRole(r, counts.get(r.id) ?? 0));
}

export async function getRole(db: Executor, companyId: string, id: string) {
  const row = await findRoleRow(db, companyId, id);
  if (!row) return undefined;
  const counts = await userCounts(db, companyId);
  return toRole(row, counts.get(row.id) ?? 0);
}

export async function roleInUse(db: Executor, companyId: string, roleId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(ofCompany(users, companyId, eq(users.roleId, roleId)))
    .limit(1);
  return rows.length > 0;
}
