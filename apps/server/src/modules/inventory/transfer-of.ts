import type { Executor } from '@tawi/db';
import { assertTransferVisible } from '../../platform/branch-scope';
import type { RequestContext } from '../../platform/request-context';
import { findTransfer } from './transfers.repo';

/** A stock transfer by id, seen from either end: 403 unless the user reaches its source or destination. */
export async function transferOf(db: Executor, ctx: RequestContext, id: string) {
  const found = await findTransfer(db, ctx.companyId, id);
  assertTransferVisible(ctx, found);
  return found;
}
