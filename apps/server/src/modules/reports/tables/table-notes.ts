import { branches, type Executor } from '@tawi/db';
import { inArray } from 'drizzle-orm';
import { ofCompany } from '../../../platform/company-rows';
import type { ReportRange } from '../report-range';

/** The branch filter in words for a file's header: one branch's name, the user's branches, or all. */
export async function branchNotes(
  db: Executor,
  companyId: string,
  range: ReportRange,
): Promise<[string, string][]> {
  if (!range.branchId && !range.branchIds) return [['Branches', 'All']];
  const ids = range.branchId ? [range.branchId] : [...(range.branchIds ?? [])];
  const rows = ids.length
    ? await db
        .select({ name: branches.name })
        .from(branches)
        .where(ofCompany(branches, companyId, inArray(branches.id, ids)))
    : [];
  const names = rows.map((r) => r.name).sort();
  return [[names.length === 1 ? 'Branch' : 'Branches', names.join(', ') || 'None']];
}
