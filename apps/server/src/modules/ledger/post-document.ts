import type { Executor } from '@tawi/db';
import { accountKeys, type PostingLine, resolveAccounts } from '@tawi/domain';
import type { Actor } from '../../platform/request-context';
import { systemAccountIds } from './accounts.repo';
import { type EntryToPost, postEntry } from './post-entry';

/** A business document's entry: its lines as a posting rule of `@tawi/domain` returned them. */
export interface DocumentToPost extends Omit<EntryToPost, 'lines'> {
  lines: readonly PostingLine[];
}

/**
 * Posts what a posting rule returned: its system accounts resolved to the company's accounts (one
 * query), then `postEntry` (checks, numbering, Posted) in the caller's transaction. The rule has
 * already balanced the lines per branch; nothing is added or computed here.
 */
export async function postDocument(tx: Executor, actor: Actor, doc: DocumentToPost) {
  const keys = accountKeys(doc.lines);
  const ids = keys.length === 0 ? [] : await systemAccountIds(tx, actor.companyId, keys);
  const idOf = new Map(keys.map((key, i) => [key, ids[i] ?? '']));
  return postEntry(tx, actor, { ...doc, lines: resolveAccounts(doc.lines, (key) => idOf.get(key) ?? '') });
}
