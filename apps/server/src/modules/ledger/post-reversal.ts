import { type Executor, journalLines } from '@tawi/db';
import { reverseLines } from '@tawi/domain';
import { asc, eq } from 'drizzle-orm';
import { ofCompany } from '../../platform/company-rows';
import type { Actor } from '../../platform/request-context';
import { postEntry } from './post-entry';

/**
 * Posts the reversal of a posted entry inside the caller's transaction: every line with debit and
 * credit swapped, pointing at the original (a document's void). Returns the new entry.
 */
export async function postReversal(
  tx: Executor,
  actor: Actor,
  reversal: {
    entryId: string;
    branchId: string;
    date: string;
    memo: string;
    source: { type: string; id: string };
  },
) {
  const lines = await tx
    .select()
    .from(journalLines)
    .where(ofCompany(journalLines, actor.companyId, eq(journalLines.entryId, reversal.entryId)))
    .orderBy(asc(journalLines.lineNo));
  return postEntry(tx, actor, {
    branchId: reversal.branchId,
    date: reversal.date,
    memo: reversal.memo,
    source: reversal.source,
    reversalOfId: reversal.entryId,
    lines: reverseLines(
      lines.map((l) => ({
        accountId: l.accountId,
        branchId: l.branchId,
        debit: l.debit,
        credit: l.credit,
        description: l.description ?? undefined,
        contactId: l.contactId ?? undefined,
      })),
    ),
  });
}
