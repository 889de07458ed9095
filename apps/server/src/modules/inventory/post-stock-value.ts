import type { Executor } from '@tawi/db';
import { inventoryValueLines, type JournalLineDraft, type SystemAccountKey } from '@tawi/domain';
import type { Actor } from '../../platform/request-context';
import { postEntry, systemAccountId } from '../ledger';

/** One value movement of a stock document: into (+) or out of (-) a branch's inventory. */
export interface StockValuePart {
  branchId: string;
  value: string;
  counter: SystemAccountKey;
  counterBranchId?: string;
}

/**
 * Posts a stock document's value movements as one journal entry (inventory against the counter
 * accounts), in the caller's transaction. Called after the stock rows are locked and written, so
 * every transaction takes stock locks before the journal counter (no lock cycles). Returns the JE
 * number, or null when nothing of value moved (zero-cost stock).
 */
export async function postStockValue(
  tx: Executor,
  actor: Actor,
  doc: { branchId: string; date: string; memo: string; source: { type: string; id: string } },
  parts: readonly StockValuePart[],
): Promise<string | null> {
  const inventory = await systemAccountId(tx, actor.companyId, 'inventory');
  const counters = new Map<SystemAccountKey, string>();
  const lines: JournalLineDraft[] = [];
  for (const part of parts) {
    let counter = counters.get(part.counter);
    if (!counter) {
      counter = await systemAccountId(tx, actor.companyId, part.counter);
      counters.set(part.counter, counter);
    }
    lines.push(
      ...inventoryValueLines({
        inventoryAccountId: inventory,
        branchId: part.branchId,
        counterAccountId: counter,
        ...(part.counterBranchId && { counterBranchId: part.counterBranchId }),
        value: part.value,
        description: doc.memo,
      }),
    );
  }
  if (lines.length === 0) return null;
  const posted = await postEntry(tx, actor, { ...doc, lines });
  return posted.number;
}
