import type { Executor } from '@tawi/db';
import { notFound } from '../../platform/app-error';
import { reachesBranch } from '../../platform/branch-scope';
import type { RequestContext } from '../../platform/request-context';
import { getEntry } from './journal.repo';

/** A journal entry by id; one of a branch the user does not reach reads as missing (404, as the list hides it). */
export async function journalEntryOf(db: Executor, ctx: RequestContext, id: string) {
  const entry = await getEntry(db, ctx.companyId, id);
  if (!entry || !reachesBranch(ctx, entry.branchId)) throw notFound('Journal entry');
  return entry;
}
