import {
  accountBalances,
  bankAccounts,
  type Executor,
  journalEntries,
  journalLines,
  reconciliationItems,
  reconciliations,
  users,
} from '@tawi/db';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../platform/app-error';
import { keyedJoin, liveOf, ofCompany, sameCompany } from '../../platform/company-rows';
import { balanceUpTo } from '../ledger';

/** A reconciliation with its account: what every use case starts from. */
export type ReconciliationRow = Awaited<ReturnType<typeof selectRows>>[number];

function selectRows(db: Executor, companyId: string, where: SQL | undefined) {
  return db
    .select({
      id: reconciliations.id,
      bankAccountId: reconciliations.bankAccountId,
      statementDate: reconciliations.statementDate,
      statementBalance: reconciliations.statementBalance,
      reconciledAt: reconciliations.reconciledAt,
      reconciledBy: users.fullName,
      createdAt: reconciliations.createdAt,
      updatedAt: reconciliations.updatedAt,
      accountName: bankAccounts.name,
      accountNumber: bankAccounts.accountNumber,
      branchId: bankAccounts.branchId,
      ledgerAccountId: bankAccounts.accountId,
      matchedCount: sql<number>`(select count(*)::int from ${reconciliationItems}
        where ${reconciliationItems.companyId} = ${reconciliations.companyId}
          and ${reconciliationItems.reconciliationId} = ${reconciliations.id})`,
    })
    .from(reconciliations)
    .innerJoin(bankAccounts, keyedJoin(bankAccounts, reconciliations, reconciliations.bankAccountId))
    .leftJoin(users, keyedJoin(users, reconciliations, reconciliations.reconciledBy))
    .where(liveOf(reconciliations, companyId, eq(bankAccounts.isDeleted, false), where));
}

/** Reconciliations of the given branches' accounts, newest statement first. */
export function listRows(db: Executor, companyId: string, branchIds: readonly string[], where?: SQL) {
  return selectRows(db, companyId, and(inArray(bankAccounts.branchId, [...branchIds]), where)).orderBy(
    desc(reconciliations.statementDate),
    asc(bankAccounts.name),
  );
}

/** The reconciliation, locked for the rest of the transaction when `lock`; 404 when not the company's. */
export async function findReconciliation(
  db: Executor,
  companyId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ReconciliationRow> {
  if (options.lock) {
    await db
      .select({ id: reconciliations.id })
      .from(reconciliations)
      .where(ofCompany(reconciliations, companyId, eq(reconciliations.id, id)))
      .for('update');
  }
  const [row] = await selectRows(db, companyId, eq(reconciliations.id, id));
  if (!row) throw notFound('Reconciliation');
  return row;
}

/**
 * Locks the account's row for the transaction: starting and undoing reconciliations of one account
 * take it first, so they run one after another. Undefined when not the company's or deleted.
 */
export async function lockBankAccount(db: Executor, companyId: string, bankAccountId: string) {
  const [row] = await db
    .select({ id: bankAccounts.id, name: bankAccounts.name, branchId: bankAccounts.branchId })
    .from(bankAccounts)
    .where(liveOf(bankAccounts, companyId, eq(bankAccounts.id, bankAccountId)))
    .for('update');
  return row;
}

/** The live (not discarded) reconciliations of one account. */
const ofAccount = (companyId: string, bankAccountId: string) =>
  liveOf(reconciliations, companyId, eq(reconciliations.bankAccountId, bankAccountId));

/** The latest finished reconciliation of the account (by statement date), if any. */
export async function lastReconciled(
  db: Executor,
  companyId: string,
  bankAccountId: string,
  before?: string,
): Promise<{ id: string; statementDate: string } | undefined> {
  const [row] = await db
    .select({ id: reconciliations.id, statementDate: reconciliations.statementDate })
    .from(reconciliations)
    .where(
      and(
        ofAccount(companyId, bankAccountId),
        isNotNull(reconciliations.reconciledAt),
        before ? lt(reconciliations.statementDate, before) : undefined,
      ),
    )
    .orderBy(desc(reconciliations.statementDate))
    .limit(1);
  return row;
}

/** The account's unfinished reconciliation, if any. */
export async function openReconciliationOf(db: Executor, companyId: string, bankAccountId: string) {
  const [row] = await db
    .select({ id: reconciliations.id, statementDate: reconciliations.statementDate })
    .from(reconciliations)
    .where(and(ofAccount(companyId, bankAccountId), isNull(reconciliations.reconciledAt)));
  return row;
}

/** Debit minus credit of everything posted to the ledger account up to the end of `asOf`, all branches. */
export async function bookBalance(db: Executor, companyId: string, ledgerAccountId: string, asOf: string) {
  return balanceUpTo(db, companyId, eq(accountBalances.accountId, ledgerAccountId), asOf);
}

/**
 * Debit minus credit of the lines cleared as at this reconciliation: its own matches and those of the
 * account's finished reconciliations with an earlier statement date.
 */
export async function clearedBalance(db: Executor, companyId: string, r: ReconciliationRow) {
  const counted = db
    .select({ id: reconciliations.id })
    .from(reconciliations)
    .where(
      and(
        ofAccount(companyId, r.bankAccountId),
        or(
          eq(reconciliations.id, r.id),
          and(isNotNull(reconciliations.reconciledAt), lt(reconciliations.statementDate, r.statementDate)),
        ),
      ),
    );
  const [row] = await db
    .select({ net: sql<string>`coalesce(sum(${journalLines.debit} - ${journalLines.credit}), 0)` })
    .from(reconciliationItems)
    .innerJoin(journalLines, keyedJoin(journalLines, reconciliationItems, reconciliationItems.journalLineId))
    .where(ofCompany(reconciliationItems, companyId, inArray(reconciliationItems.reconciliationId, counted)));
  return row?.net ?? '0';
}

/**
 * The lines a reconciliation shows: while open, every posted line of the account dated up to the
 * statement date that no reconciliation has cleared, plus its own matches; once finished, its matches.
 */
export function itemLines(
  db: Executor,
  companyId: string,
  r: ReconciliationRow,
  lineIds?: readonly string[],
) {
  const own = eq(reconciliationItems.reconciliationId, r.id);
  const uncleared = and(isNull(reconciliationItems.journalLineId), lte(journalEntries.date, r.statementDate));
  return db
    .select({
      lineId: journalLines.id,
      date: journalEntries.date,
      number: journalEntries.number,
      description: sql<string>`coalesce(${journalLines.description}, ${journalEntries.memo}, '')`,
      debit: journalLines.debit,
      credit: journalLines.credit,
      reconciliationId: reconciliationItems.reconciliationId,
      statementReference: reconciliationItems.statementReference,
      isManual: reconciliationItems.isManual,
      notes: reconciliationItems.notes,
    })
    .from(journalLines)
    .innerJoin(journalEntries, keyedJoin(journalEntries, journalLines, journalLines.entryId))
    .leftJoin(
      reconciliationItems,
      sameCompany(reconciliationItems, journalLines, eq(reconciliationItems.journalLineId, journalLines.id)),
    )
    .where(
      ofCompany(
        journalLines,
        companyId,
        eq(journalLines.accountId, r.ledgerAccountId),
        eq(journalEntries.status, 'Posted'),
        lineIds ? inArray(journalLines.id, [...lineIds]) : r.reconciledAt ? own : or(own, uncleared),
      ),
    )
    .orderBy(asc(journalEntries.date), asc(journalEntries.number), asc(journalLines.lineNo));
}

export type ItemLine = Awaited<ReturnType<typeof itemLines>>[number];
