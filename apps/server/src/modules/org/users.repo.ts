import { type Executor, roles, userBranches, users } from '@tawi/db';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { keyedJoin, ofCompany } from '../../platform/company-rows';
import { ilikeAny } from '../../platform/like-pattern';
import { toUser } from './org.mappers';

export async function findUserByEmail(db: Executor, email: string) {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return rows[0];
}

/** The user with its role, for the auth hook and `me`. */
export async function findUserWithRole(db: Executor, companyId: string, userId: string) {
  const rows = await db
    .select({ user: users, role: roles })
    .from(users)
    .innerJoin(roles, keyedJoin(roles, users, users.roleId))
    .where(ofCompany(users, companyId, eq(users.id, userId)))
    .limit(1);
  return rows[0];
}

export async function assignedBranchIds(db: Executor, companyId: string, userIds: string[]) {
  const map = new Map<string, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return map;
  const rows = await db
    .select()
    .from(userBranches)
    .where(ofCompany(userBranches, companyId, inArray(userBranches.userId, userIds)));
  for (const row of rows) map.get(row.userId)?.push(row.branchId);
  return map;
}

export async function listUsers(
  db: Executor,
  companyId: string,
  filter: { search?: string; includeInactive?: boolean },
) {
  const rows = await db
    .select({ user: users, roleName: roles.name })
    .from(users)
    .innerJoin(roles, keyedJoin(roles, users, users.roleId))
    .where(
      ofCompany(
        users,
        companyId,
        filter.includeInactive ? undefined : eq(users.isActive, true),
        ilikeAny(filter.search, [users.fullName, users.email]),
      ),
    )
    .orderBy(asc(users.fullName));
  const branchMap = await assignedBranchIds(
    db,
    companyId,
    rows.map((r) => r.user.id),
  );
  return rows.map((r) => toUser(r.user, r.roleName, branchMap.get(r.user.id) ?? []));
}

export async function getUser(db: Executor, companyId: string, userId: string) {
  const found = await findUserWithRole(db, companyId, userId);
  if (!found) return undefined;
  const branchMap = await assignedBranchIds(db, companyId, [userId]);
  return toUser(found.user, found.role.name, branchMap.get(userId) ?? []);
}

export async function setUserBranches(db: Executor, companyId: string, userId: string, branchIds: string[]) {
  await db.delete(userBranches).where(ofCompany(userBranches, companyId, eq(userBranches.userId, userId)));
  await db
    .insert(userBranches)
    .values([...new Set(branchIds)].map((branchId) => ({ companyId, userId, branchId })));
}
