import { branches, type Executor } from '@tawi/db';
import { asc, eq, inArray } from 'drizzle-orm';
import { ofCompany } from '../../platform/company-rows';
import { toBranch } from './org.mappers';

export async function listCompanyBranches(db: Executor, companyId: string, opts: { activeOnly: boolean }) {
  const rows = await db
    .select()
    .from(branches)
    .where(ofCompany(branches, companyId, opts.activeOnly ? eq(branches.isActive, true) : undefined))
    .orderBy(asc(branches.createdAt), asc(branches.name));
  return rows.map(toBranch);
}

export async function listBranchesByIds(db: Executor, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(branches)
    .where(ofCompany(branches, companyId, inArray(branches.id, [...ids])))
    .orderBy(asc(branches.createdAt), asc(branches.name));
  return rows.map(toBranch);
}

export async function findBranchRow(db: Executor, companyId: string, id: string) {
  const rows = await db
    .select()
    .from(branches)
    .where(ofCompany(branches, companyId, eq(branches.id, id)))
    .limit(1);
  return rows[0];
}
