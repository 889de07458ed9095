import type { JournalEntryCreate, JournalEntryUpdate } from '@tawi/contracts';
import { type Database, type Executor, journalEntries, journalLines } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { invalidState, notFound } from '../../platform/app-error';
import { auditCreate, auditDelete, auditUpdate } from '../../platform/audit';
import { assertRecordBranch, scopedBranchId } from '../../platform/branch-scope';
import { ofCompany } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';
import { findEntryRow, getEntry } from './journal.repo';
import {
  type EntryToPost,
  insertDraft,
  markPosted,
  validateEntry,
  withBranchBalance,
  writeLines,
} from './post-entry';

function toEntry(
  ctx: RequestContext,
  branchId: string,
  input: Pick<JournalEntryCreate, 'date' | 'memo' | 'lines'>,
) {
  const lines = input.lines.map((l) => ({ ...l, branchId: l.branchId ?? branchId }));
  for (const line of lines) assertRecordBranch(ctx, line);
  return { branchId, date: input.date, memo: input.memo, lines } satisfies EntryToPost;
}

/**
 * A manual entry: Draft (may not balance yet) or Posted at once (then it must balance; lines in several
 * branches are balanced per branch through the inter-branch account).
 */
export async function createJournalEntry(db: Database, ctx: RequestContext, input: JournalEntryCreate) {
  const asEntered = toEntry(ctx, scopedBranchId(ctx, input.branchId), input);
  const id = await db.transaction(async (tx) => {
    const entry =
      input.status === 'Posted' ? await withBranchBalance(tx, ctx.companyId, asEntered) : asEntered;
    await validateEntry(tx, ctx.companyId, entry, { draft: input.status === 'Draft' });
    const written = await insertDraft(tx, ctx, entry);
    if (input.status === 'Posted') await markPosted(tx, ctx.companyId, written.id, entry.date);
    const after = await getEntry(tx, ctx.companyId, written.id);
    await auditCreate(tx, ctx, 'journal-entry', written.id, written.number, after);
    return written.id;
  });
  return (await getEntry(db, ctx.companyId, id))!;
}

async function draftOf(db: Executor, ctx: RequestContext, id: string) {
  const row = await findEntryRow(db, ctx.companyId, id);
  if (!row) throw notFound('Journal entry');
  assertRecordBranch(ctx, row);
  if (row.status !== 'Draft') throw invalidState('Only a draft entry can be changed; reverse a posted one');
  return row;
}

export async function updateJournalEntry(
  db: Database,
  ctx: RequestContext,
  id: string,
  input: JournalEntryUpdate,
) {
  await db.transaction(async (tx) => {
    const row = await draftOf(tx, ctx, id);
    const before = await getEntry(tx, ctx.companyId, id);
    const current =
      before?.lines.map((l) => ({
        accountId: l.accountId,
        debit: l.debit,
        credit: l.credit,
        description: l.description ?? undefined,
        branchId: l.branchId,
      })) ?? [];
    const entry = toEntry(ctx, row.branchId, {
      date: input.date ?? row.date,
      memo: input.memo ?? row.memo ?? undefined,
      lines: input.lines ?? current,
    });
    await validateEntry(tx, ctx.companyId, entry, { draft: true });
    await tx
      .update(journalEntries)
      .set({ date: entry.date, memo: entry.memo ?? null, updatedAt: new Date() })
      .where(ofCompany(journalEntries, ctx.companyId, eq(journalEntries.id, id)));
    if (input.lines) {
      await tx
        .delete(journalLines)
        .where(ofCompany(journalLines, ctx.companyId, eq(journalLines.entryId, id)));
      await writeLines(tx, ctx.companyId, id, entry.lines);
    }
    const after = await getEntry(tx, ctx.companyId, id);
    await auditUpdate(tx, ctx, 'journal-entry', id, row.number, { before, after });
  });
  return (await getEntry(db, ctx.companyId, id))!;
}

/** Drafts can be thrown away; posted entries never (reverse them). */
export async function deleteJournalEntry(db: Database, ctx: RequestContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await draftOf(tx, ctx, id);
    const before = await getEntry(tx, ctx.companyId, id);
    await tx.delete(journalLines).where(ofCompany(journalLines, ctx.companyId, eq(journalLines.entryId, id)));
    await tx
      .delete(journalEntries)
      .where(ofCompany(journalEntries, ctx.companyId, eq(journalEntries.id, id)));
    await auditDelete(tx, ctx, 'journal-entry', id, row.number, before);
  });
}
