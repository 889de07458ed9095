import type { CompanyUpdate } from '@tawi/contracts';
import { companies, type Database } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { notFound } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import type { RequestContext } from '../../platform/request-context';
import { findCompanyRow, getCompany } from './company.repo';

export async function updateCompany(db: Database, ctx: RequestContext, input: CompanyUpdate) {
  await db.transaction(async (tx) => {
    const before = await findCompanyRow(tx, ctx.companyId);
    if (!before) throw notFound('Company');
    const [after] = await tx
      .update(companies)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(companies.id, ctx.companyId))
      .returning();
    await recordAudit(tx, ctx, {
      action: 'update',
      entity: 'company',
      entityId: ctx.companyId,
      before,
      after,
    });
  });
  return getCompany(db, ctx.companyId);
}
