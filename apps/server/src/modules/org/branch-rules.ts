import { branches, type Executor, users } from '@tawi/db';
import { eq, ne, sql } from 'drizzle-orm';
import { forbidden, invalidState, notFound } from '../../platform/app-error';
import { reachesBranch } from '../../platform/branch-scope';
import { ofCompany } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';
import { assertUnique } from '../../platform/unique';
import { findBranchRow } from './branches.repo';

/** A branch the user may manage in Settings: any of the company's for Owners/Administrators, else an assigned one. */
export async function manageableBranch(tx: Executor, ctx: RequestContext, id: string) {
  const row = await findBranchRow(tx, ctx.companyId, id);
  if (!row) throw notFound('Branch');
  if (!ctx.allBranches && !reachesBranch(ctx, id)) throw forbidden('You do not have access to this branch');
  return row;
}

export async function assertBranchNameFree(tx: Executor, companyId: string, name: string, exceptId?: string) {
  await assertUnique(tx, {
    table: branches,
    id: branches.id,
    where: ofCompany(branches, companyId, eq(sql`lower(${branches.name})`, name.toLowerCase())),
    exceptId,
    field: 'name',
    what: 'A branch',
  });
}

export async function assertBranchCodeFree(tx: Executor, companyId: string, code: string, exceptId?: string) {
  await assertUnique(tx, {
    table: branches,
    id: branches.id,
    where: ofCompany(branches, companyId, eq(branches.code, code)),
    exceptId,
    field: 'code',
    what: 'A branch',
  });
}

/** The last active branch, or the home branch of an active user, cannot be deactivated. */
export async function assertCanDeactivate(tx: Executor, companyId: string, id: string) {
  const active = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(ofCompany(branches, companyId, eq(branches.isActive, true), ne(branches.id, id)))
    .limit(1);
  if (active.length === 0) throw invalidState('The last active branch cannot be deactivated');
  const homeOf = await tx
    .select({ name: users.fullName })
    .from(users)
    .where(ofCompany(users, companyId, eq(users.homeBranchId, id), eq(users.isActive, true)))
    .limit(3);
  if (homeOf.length > 0) {
    throw invalidState(
      `This branch is the home branch of ${homeOf.map((u) => u.name).join(', ')}; give them another home branch first`,
    );
  }
}
