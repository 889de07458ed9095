import type { Executor } from '@tawi/db';
import { type StockValuePart, stockValuePosting } from '@tawi/domain';
import type { Actor } from '../../platform/request-context';
import { postDocument } from '../ledger';

export type { StockValuePart };

/**
 * Posts a stock document's value movements as one journal entry (`stockValuePosting`: inventory
 * against the counter accounts, through the inter-branch account between branches), in the
 * caller's transaction. Called after the stock rows are locked and written, so every transaction
 * takes stock locks before the journal counter (no lock cycles). Returns the JE number, or null when
 * nothing of value moved (zero-cost stock).
 */
export async function postStockValue(
  tx: Executor,
  actor: Actor,
  doc: { branchId: string; date: string; memo: string; source: { type: string; id: string } },
  parts: readonly StockValuePart[],
): Promise<string | null> {
  const lines = stockValuePosting(parts, doc.memo);
  if (lines.length === 0) return null;
  const posted = await postDocument(tx, actor, { ...doc, lines });
  return posted.number;
}
