import { companies, type Database } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { auditUpdate } from '../../platform/audit';
import type { RequestContext } from '../../platform/request-context';
import { getCompany } from '../org/company.repo';

/** No posting on or before the lock date (null unlocks). Needs accounting approve. */
export async function setLockDate(db: Database, ctx: RequestContext, lockDate: string | null) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ lockDate: companies.lockDate })
      .from(companies)
      .where(eq(companies.id, ctx.companyId));
    await tx
      .update(companies)
      .set({ lockDate, updatedAt: new Date() })
      .where(eq(companies.id, ctx.companyId));
    const summary = `Lock date ${lockDate ?? 'removed'}`;
    await auditUpdate(tx, ctx, 'lock-date', ctx.companyId, summary, { before, after: { lockDate } });
  });
  return getCompany(db, ctx.companyId);
}
