import { companies, type Database } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
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
    await recordAudit(tx, ctx, {
      action: 'update',
      entity: 'lock-date',
      entityId: ctx.companyId,
      summary: `Lock date ${lockDate ?? 'removed'}`,
      before,
      after: { lockDate },
    });
  });
  return getCompany(db, ctx.companyId);
}
