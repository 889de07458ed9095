import { accounts, branches, type Database } from '@tawi/db';
import { asc, eq } from 'drizzle-orm';
import { createCompany } from '../../../apps/server/src/modules/org/create-company';
import { createBranch } from '../../../apps/server/src/modules/org/save-branch';
import type { RequestContext } from '../../../apps/server/src/platform/request-context';

export interface SeededCompany {
  companyId: string;
  userId: string;
  /** Oldest first: the one createCompany made, then the extra ones. */
  branchIds: string[];
  /** The default chart, by code. */
  accountIds: string[];
}

function ownerContext(companyId: string, userId: string, roleId: string, branchId: string): RequestContext {
  return {
    companyId,
    userId,
    sessionId: 'bench',
    roleId,
    roleKey: 'owner',
    permissions: new Set(),
    allBranches: true,
    branchIds: [branchId],
    homeBranchId: branchId,
    requestedBranchId: undefined,
    viaCookie: false,
  };
}

/**
 * Company `index` (1-based) through the server's sign-up path (company, first branch, roles, owner,
 * default chart), then its extra branches through the branch settings path.
 */
export async function seedCompany(
  db: Database,
  label: string,
  index: number,
  branchCount: number,
): Promise<SeededCompany> {
  const created = await db.transaction((tx) =>
    createCompany(tx, {
      companyName: `${label} Company ${index}`,
      branchName: 'Branch 1',
      fullName: `${label} Owner ${index}`,
      email: `${label.toLowerCase()}-owner-${index}@bench.tawi.test`,
      password: 'bench-password',
    }),
  );
  const companyId = created.company.id;
  const owner = created.roles.find((r) => r.key === 'owner');
  if (!owner) throw new Error('createCompany made no owner role');
  const ctx = ownerContext(companyId, created.user.id, owner.id, created.branch.id);
  for (let b = 2; b <= branchCount; b++) await createBranch(db, ctx, { name: `Branch ${b}`, code: `B${b}` });
  const branchRows = await db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.companyId, companyId))
    .orderBy(asc(branches.createdAt), asc(branches.code));
  const accountRows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.companyId, companyId))
    .orderBy(asc(accounts.code));
  return {
    companyId,
    userId: created.user.id,
    branchIds: branchRows.map((r) => r.id),
    accountIds: accountRows.map((r) => r.id),
  };
}
