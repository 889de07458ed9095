import { branches, type Executor } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { forbidden } from '../../platform/app-error';
import { reachesBranch } from '../../platform/branch-scope';
import type { RequestContext } from '../../platform/request-context';

/**
 * A VAT return covers the whole company (one KRA PIN), so its figures show every branch's sales:
 * only a user who reaches every branch may see or file it.
 */
export async function assertReachesEveryBranch(db: Executor, ctx: RequestContext): Promise<void> {
  if (ctx.allBranches) return;
  const all = await db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.companyId, ctx.companyId));
  if (all.some((b) => !reachesBranch(ctx, b.id))) {
    throw forbidden('VAT returns cover every branch: only a user of every branch can see them');
  }
}
