import type { MeResponse } from '@tawi/contracts';
import type { Database } from '@tawi/db';
import { notFound } from '../../platform/app-error';
import type { RequestContext } from '../../platform/request-context';
import { listBranchesByIds } from '../org/branches.repo';
import { getCompany } from '../org/company.repo';
import { findUserWithRole } from '../org/users.repo';
import { toSessionUser } from './session-user';

export async function loadMe(db: Database, ctx: RequestContext): Promise<MeResponse> {
  const found = await findUserWithRole(db, ctx.companyId, ctx.userId);
  if (!found) throw notFound('User');
  const company = await getCompany(db, ctx.companyId);
  const branches = await listBranchesByIds(db, ctx.companyId, ctx.branchIds);
  return {
    user: toSessionUser(found.user, found.role, company.name),
    company,
    branches,
    permissions: [...ctx.permissions],
  };
}
