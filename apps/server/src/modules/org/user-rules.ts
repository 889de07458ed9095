import { branches, type Executor, roles, users } from '@tawi/db';
import { count, eq, inArray, ne } from 'drizzle-orm';
import { AppError, fieldError, forbidden, invalidState } from '../../platform/app-error';
import { reachesBranch } from '../../platform/branch-scope';
import { keyedJoin, ofCompany } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';
import { findRoleRow } from './roles.repo';

export async function assertRoleAssignable(tx: Executor, ctx: RequestContext, roleId: string) {
  const role = await findRoleRow(tx, ctx.companyId, roleId);
  if (!role) throw fieldError('roleId', 'No such role');
  if (role.key === 'owner' && ctx.roleKey !== 'owner')
    throw forbidden('Only an owner can make someone an owner');
  return role;
}

/** The branches exist, are the company's and active, include the home branch, and are the grantor's to give. */
export async function assertBranchesAssignable(
  tx: Executor,
  ctx: RequestContext,
  branchIds: string[],
  homeBranchId: string,
): Promise<void> {
  const unique = [...new Set(branchIds)];
  if (!unique.includes(homeBranchId))
    throw fieldError('branchId', 'The home branch must be one of the branches');
  const found = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(ofCompany(branches, ctx.companyId, eq(branches.isActive, true), inArray(branches.id, unique)));
  if (found.length !== unique.length) throw fieldError('branchIds', 'Unknown or inactive branch');
  if (!ctx.allBranches && unique.some((id) => !reachesBranch(ctx, id))) {
    throw forbidden('You can only give access to branches you have yourself');
  }
}

/** A company always keeps at least one active owner. */
export async function assertNotLastOwner(tx: Executor, companyId: string, userId: string): Promise<void> {
  const [others] = await tx
    .select({ n: count() })
    .from(users)
    .innerJoin(roles, keyedJoin(roles, users, users.roleId))
    .where(
      ofCompany(users, companyId, eq(users.isActive, true), eq(roles.key, 'owner'), ne(users.id, userId)),
    );
  if (Number(others?.n ?? 0) === 0) throw invalidState('The company must keep at least one active owner');
}

export function isUniqueViolation(err: unknown): boolean {
  return (
    (err as { code?: string })?.code === '23505' ||
    (err as { cause?: { code?: string } })?.cause?.code === '23505'
  );
}

export const emailInUse = () =>
  new AppError('email-already-in-use', 'An account with this email already exists', {
    fields: { email: 'Already in use' },
  });
