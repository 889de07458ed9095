import { randomUUID } from 'node:crypto';
import { branches, companies, type Executor, journalEntries, journalLines } from '@tawi/db';
import {
  checkEntry,
  checkLines,
  type JournalLineDraft,
  Money,
  UnbalancedEntryError,
  withInterBranchLines,
} from '@tawi/domain';
import { eq, inArray } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { ofCompany } from '../../platform/company-rows';
import { nextDocumentNumber } from '../../platform/counters';
import type { Actor } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
import { findAccountsByIds, systemAccountId } from './accounts.repo';
import { assertMoneyAccountsCovered } from './money-account-guard';

export interface EntryToPost {
  branchId: string;
  /** Business date, YYYY-MM-DD. */
  date: string;
  memo?: string | undefined;
  source?: { type: string; id: string } | undefined;
  reversalOfId?: string | undefined;
  lines: readonly JournalLineDraft[];
}

function toAppError(err: unknown): never {
  if (err instanceof UnbalancedEntryError) {
    throw new AppError(
      'unbalanced-entry',
      err.branchId ? 'Journal entry does not balance within one branch' : 'Journal entry does not balance',
      {
        debit: err.totals.debit.toNumber(),
        credit: err.totals.credit.toNumber(),
        ...(err.branchId && { branchId: err.branchId }),
      },
    );
  }
  throw new AppError('validation-error', (err as Error).message, {
    fields: { lines: (err as Error).message },
  });
}

export async function assertOpenPeriod(tx: Executor, companyId: string, date: string): Promise<void> {
  const [company] = await tx
    .select({ lockDate: companies.lockDate })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (company?.lockDate && date <= company.lockDate) {
    throw new AppError('period-locked', 'The period is locked', { lockDate: company.lockDate, date });
  }
}

/**
 * Well-formed lines (balanced too, unless `draft`), accounts of the company and active, branches of
 * the company.
 */
export async function validateEntry(
  tx: Executor,
  companyId: string,
  entry: EntryToPost,
  options: { draft?: boolean } = {},
): Promise<void> {
  try {
    if (options.draft) checkLines(entry.lines);
    else checkEntry(entry.lines);
  } catch (err) {
    toAppError(err);
  }
  const accountIds = entry.lines.map((l) => l.accountId);
  const found = await findAccountsByIds(tx, companyId, accountIds);
  const usable = new Set(found.filter((a) => a.isActive).map((a) => a.id));
  const bad = accountIds.find((id) => !usable.has(id));
  if (bad)
    throw new AppError('validation-error', 'Unknown or inactive account', { fields: { accountId: bad } });
  const branchIds = [...new Set([entry.branchId, ...entry.lines.map((l) => l.branchId)])];
  const known = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(ofCompany(branches, companyId, inArray(branches.id, branchIds)));
  if (known.length !== branchIds.length) {
    throw new AppError('validation-error', 'Unknown branch', { fields: { branchId: 'Unknown branch' } });
  }
}

/**
 * The entry with its lines balanced per branch: when its lines sit in several branches, each branch
 * that gives or receives value gets a line on the company's inter-branch account (see
 * `withInterBranchLines`). Every posting passes here, so value moving between branches (a transfer's
 * receipt, a bank transfer between two branches' accounts, a manual entry across branches) always
 * leaves each branch's books balanced.
 */
export async function withBranchBalance(tx: Executor, companyId: string, entry: EntryToPost) {
  if (new Set(entry.lines.map((l) => l.branchId)).size < 2) return entry;
  const interBranch = await systemAccountId(tx, companyId, 'inter_branch');
  return { ...entry, lines: withInterBranchLines(entry.lines, interBranch, 'Inter-branch') };
}

export async function writeLines(
  tx: Executor,
  companyId: string,
  entryId: string,
  lines: readonly JournalLineDraft[],
  firstLineNo = 1,
) {
  if (lines.length === 0) return;
  await tx.insert(journalLines).values(
    lines.map((line, i) => ({
      companyId,
      entryId,
      lineNo: firstLineNo + i,
      accountId: line.accountId,
      branchId: line.branchId,
      debit: Money.of(line.debit).toFixed(),
      credit: Money.of(line.credit).toFixed(),
      description: line.description ?? null,
      contactId: line.contactId ?? null,
    })),
  );
}

/** Drafts carry a placeholder until they are posted, so JE numbers stay gapless when a draft is discarded. */
const DRAFT_PREFIX = 'DRAFT-';

/** Writes a Draft entry with its lines; it gets its JE-nnnn number when posted. */
export async function insertDraft(tx: Executor, actor: Actor, entry: EntryToPost) {
  const number = `${DRAFT_PREFIX}${randomUUID().slice(0, 8).toUpperCase()}`;
  const row = await tx
    .insert(journalEntries)
    .values({
      companyId: actor.companyId,
      branchId: entry.branchId,
      number,
      date: entry.date,
      memo: entry.memo ?? null,
      status: 'Draft',
      sourceType: entry.source?.type ?? null,
      sourceId: entry.source?.id ?? null,
      reversalOfId: entry.reversalOfId ?? null,
      createdBy: actor.userId,
    })
    .returning({ id: journalEntries.id })
    .then(returnedRow('journal entry insert'));
  await writeLines(tx, actor.companyId, row.id, entry.lines);
  return { id: row.id, number };
}

/**
 * Draft -> Posted, numbered JE-nnnn from the company's counter in this transaction. Every posting
 * passes here: the period must be open and no cash or M-Pesa account may go below zero. From here the
 * database refuses any change; the balances follow by trigger. Returns the number.
 */
export async function markPosted(
  tx: Executor,
  companyId: string,
  entryId: string,
  date: string,
): Promise<string> {
  await assertOpenPeriod(tx, companyId, date);
  await assertMoneyAccountsCovered(tx, companyId, entryId, date);
  const number = await nextDocumentNumber(tx, companyId, 'JE');
  await tx
    .update(journalEntries)
    .set({ status: 'Posted', number, postedAt: new Date(), updatedAt: new Date() })
    .where(ofCompany(journalEntries, companyId, eq(journalEntries.id, entryId)));
  return number;
}

/**
 * The one way a business document reaches the books: checks the entry (balanced, accounts of the
 * company and active, branches of the company, date after the lock date), numbers it JE-nnnn and
 * writes it Posted, all inside the caller's transaction. The database re-checks the balance at commit.
 */
export async function postEntry(tx: Executor, actor: Actor, toPost: EntryToPost) {
  const entry = await withBranchBalance(tx, actor.companyId, toPost);
  await validateEntry(tx, actor.companyId, entry);
  await assertOpenPeriod(tx, actor.companyId, entry.date);
  const draft = await insertDraft(tx, actor, entry);
  return { id: draft.id, number: await markPosted(tx, actor.companyId, draft.id, entry.date) };
}
