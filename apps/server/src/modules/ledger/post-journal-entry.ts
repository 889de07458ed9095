import type { Database } from '@tawi/db';
import { reverseLines } from '@tawi/domain';
import { invalidState, notFound } from '../../platform/app-error';
import { auditCreate, auditUpdate } from '../../platform/audit';
import { assertRecordBranch } from '../../platform/branch-scope';
import type { RequestContext } from '../../platform/request-context';
import { correctionDate } from './correction-date';
import { findEntryRow, getEntry } from './journal.repo';
import { markPosted, postEntry, validateEntry, withBranchBalance, writeLines } from './post-entry';

async function entryOf(db: Database, ctx: RequestContext, id: string) {
  const entry = await getEntry(db, ctx.companyId, id);
  if (!entry) throw notFound('Journal entry');
  assertRecordBranch(ctx, entry);
  return entry;
}

const draftLines = (entry: NonNullable<Awaited<ReturnType<typeof getEntry>>>) =>
  entry.lines.map((l) => ({
    accountId: l.accountId,
    branchId: l.branchId,
    debit: l.debit,
    credit: l.credit,
    description: l.description ?? undefined,
  }));

/**
 * Posts a draft: it must balance and its date must be after the lock date. A draft with lines in
 * several branches gets its inter-branch lines added now.
 */
export async function postJournalEntry(db: Database, ctx: RequestContext, id: string) {
  const entry = await entryOf(db, ctx, id);
  if (entry.status !== 'Draft') throw invalidState('This entry is already posted');
  await db.transaction(async (tx) => {
    const drafted = draftLines(entry);
    const balanced = await withBranchBalance(tx, ctx.companyId, {
      branchId: entry.branchId,
      date: entry.date,
      lines: drafted,
    });
    await validateEntry(tx, ctx.companyId, balanced);
    await writeLines(tx, ctx.companyId, id, balanced.lines.slice(drafted.length), drafted.length + 1);
    const number = await markPosted(tx, ctx.companyId, id, entry.date);
    await auditUpdate(tx, ctx, 'journal-entry', id, `${number} posted`);
  });
  return (await getEntry(db, ctx.companyId, id))!;
}

/**
 * A correction or a void: a new posted entry with every debit and credit swapped, pointing at the
 * original, dated `input.date` (see correctionDate: not before the original's date).
 */
export async function reverseJournalEntry(
  db: Database,
  ctx: RequestContext,
  id: string,
  input: { date?: string | undefined; memo?: string | undefined } = {},
) {
  const entry = await entryOf(db, ctx, id);
  if (entry.status !== 'Posted')
    throw invalidState('Only a posted entry can be reversed; delete a draft instead');
  if (entry.reversedById) throw invalidState('This entry has already been reversed');
  if (entry.reversalOfId) throw invalidState('This entry is itself a reversal');
  const reversalId = await db.transaction(async (tx) => {
    const row = await findEntryRow(tx, ctx.companyId, id);
    if (!row) throw notFound('Journal entry');
    const date = await correctionDate(tx, ctx.companyId, { date: row.date, label: entry.number }, input.date);
    const posted = await postEntry(tx, ctx, {
      branchId: entry.branchId,
      date,
      memo: input.memo ?? `Reversal of ${entry.number}`,
      reversalOfId: id,
      lines: reverseLines(draftLines(entry)),
    });
    await auditCreate(tx, ctx, 'journal-entry', posted.id, `${posted.number} reverses ${entry.number}`);
    return posted.id;
  });
  return (await getEntry(db, ctx.companyId, reversalId))!;
}
