import type { UserCreate, UserUpdate } from '@tawi/contracts';
import { type Database, type Executor, users } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { invalidState, notFound } from '../../platform/app-error';
import { auditCreate, recordAudit } from '../../platform/audit';
import { ofCompany } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
import { hashPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/sessions.repo';
import { findCompanyRow } from './company.repo';
import { assertEmailFree, assertPasswordMeetsPolicy } from './create-company';
import {
  assertBranchesAssignable,
  assertNotLastOwner,
  assertRoleAssignable,
  emailInUse,
  isUniqueViolation,
} from './user-rules';
import { findUserWithRole, getUser, setUserBranches } from './users.repo';

/** The company's password policy, which every new or changed password of its users must meet. */
export async function companyPasswordPolicy(db: Executor, companyId: string) {
  const company = await findCompanyRow(db, companyId);
  if (!company) throw notFound('Company');
  return company.passwordPolicy;
}

export async function createUser(db: Database, ctx: RequestContext, input: UserCreate) {
  assertPasswordMeetsPolicy(input.password, await companyPasswordPolicy(db, ctx.companyId));
  const passwordHash = await hashPassword(input.password);
  try {
    const id = await db.transaction(async (tx) => {
      await assertEmailFree(tx, input.email);
      await assertRoleAssignable(tx, ctx, input.roleId);
      await assertBranchesAssignable(tx, ctx, input.branchIds, input.branchId);
      const row = await tx
        .insert(users)
        .values({
          companyId: ctx.companyId,
          fullName: input.fullName,
          email: input.email,
          passwordHash,
          roleId: input.roleId,
          homeBranchId: input.branchId,
        })
        .returning()
        .then(returnedRow('user insert'));
      await setUserBranches(tx, ctx.companyId, row.id, input.branchIds);
      await auditCreate(tx, ctx, 'user', row.id, row.email, { ...row, branchIds: input.branchIds });
      return row.id;
    });
    return (await getUser(db, ctx.companyId, id))!;
  } catch (err) {
    if (isUniqueViolation(err)) throw emailInUse();
    throw err;
  }
}

export async function updateUser(db: Database, ctx: RequestContext, id: string, input: UserUpdate) {
  if (input.password !== undefined)
    assertPasswordMeetsPolicy(input.password, await companyPasswordPolicy(db, ctx.companyId));
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const before = await getUser(tx, ctx.companyId, id);
    const current = await findUserWithRole(tx, ctx.companyId, id);
    if (!before || !current) throw notFound('User');
    if (current.role.key === 'owner' && ctx.roleKey !== 'owner')
      throw invalidState('Only an owner can change an owner');
    const losesOwner =
      current.role.key === 'owner' &&
      (input.isActive === false || (input.roleId && input.roleId !== current.role.id));
    if (input.isActive === false && id === ctx.userId) throw invalidState('You cannot deactivate yourself');
    if (losesOwner) await assertNotLastOwner(tx, ctx.companyId, id);
    if (input.roleId) await assertRoleAssignable(tx, ctx, input.roleId);
    const branchIds = input.branchIds ?? before.branchIds;
    const homeBranchId = input.branchId ?? before.branchId;
    if (input.branchIds || input.branchId) await assertBranchesAssignable(tx, ctx, branchIds, homeBranchId);
    await tx
      .update(users)
      .set({
        ...(input.fullName !== undefined && { fullName: input.fullName }),
        ...(input.roleId !== undefined && { roleId: input.roleId }),
        ...(input.isActive !== undefined && { isActive: input.isActive }),
        ...(passwordHash !== undefined && { passwordHash }),
        homeBranchId,
        updatedAt: new Date(),
      })
      .where(ofCompany(users, ctx.companyId, eq(users.id, id)));
    if (input.branchIds) await setUserBranches(tx, ctx.companyId, id, branchIds);
    if (input.isActive === false || passwordHash !== undefined)
      await revokeUserSessions(tx, ctx.companyId, id);
    const after = await getUser(tx, ctx.companyId, id);
    await recordAudit(tx, ctx, {
      action: 'update',
      entity: 'user',
      entityId: id,
      summary: before.email,
      before,
      after: { ...after, ...(passwordHash !== undefined && { passwordChanged: true }) },
    });
  });
  return (await getUser(db, ctx.companyId, id))!;
}

/** DELETE deactivates the user and ends their sessions at once. */
export async function deactivateUser(db: Database, ctx: RequestContext, id: string): Promise<void> {
  await updateUser(db, ctx, id, { isActive: false });
}
