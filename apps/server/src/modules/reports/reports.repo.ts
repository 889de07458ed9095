import {
  accountBalances,
  accounts,
  branches,
  type Executor,
  journalDayCounts,
  journalEntries,
  journalLines,
} from '@tawi/db';
import {
  ACCOUNT_TYPES,
  type AccountActivity,
  type AccountType,
  type DebitCredit,
  daysBefore,
} from '@tawi/domain';
import { and, asc, count, eq, exists, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { keyedJoin, ofCompany, sameCompany } from '../../platform/company-rows';
import { postedTotals } from '../ledger';
import { entryContactName, entrySourceNumber } from './entry-context';
import { branchesOf, type ReportRange } from './report-range';

function inBranches(column: PgColumn, range: ReportRange): SQL | undefined {
  const ids = branchesOf(range);
  return ids ? inArray(column, [...ids]) : undefined;
}

function asAccountType(type: string): AccountType {
  const known = ACCOUNT_TYPES.find((t) => t === type);
  if (!known) throw new Error(`unknown account type ${type}`);
  return known;
}

/**
 * Every account of the company with its posted totals split at `range.from`: `before` it and `during`
 * from..to, read from the monthly and daily balances (never journal lines). With `before: false` the
 * days before `from` are not read (their totals are zero).
 */
export async function accountActivity(
  db: Executor,
  companyId: string,
  range: ReportRange,
  options: { before: boolean },
): Promise<Array<AccountActivity & { linesDuring: number }>> {
  const during = { from: range.from, to: range.to };
  const before = options.before ? daysBefore(range.from) : null;
  const totals = before
    ? await postedTotals(db, companyId, branchesOf(range), { before, during })
    : await postedTotals(db, companyId, branchesOf(range), { during });
  const rows = await db
    .select({
      id: accounts.id,
      code: accounts.code,
      name: accounts.name,
      type: accounts.type,
      subtype: accounts.subtype,
      systemKey: accounts.systemKey,
    })
    .from(accounts)
    .where(eq(accounts.companyId, companyId))
    .orderBy(asc(accounts.code));
  const none = { debit: '0', credit: '0' };
  return rows.map((r) => {
    const account = totals.get(r.id) as
      | { before?: DebitCredit; during: DebitCredit & { lines: number } }
      | undefined;
    return {
      accountId: r.id,
      accountCode: r.code,
      accountName: r.name,
      type: asAccountType(r.type),
      subtype: r.subtype,
      systemKey: r.systemKey,
      before: account?.before ?? none,
      during: account?.during ?? none,
      linesDuring: account?.during.lines ?? 0,
    };
  });
}

const entryOrder = [
  asc(journalEntries.date),
  asc(sql`length(${journalEntries.number})`),
  asc(journalEntries.number),
] as const;

/** Posted entries of the range; 'Posted' is written out so the planner can use the partial order index. */
const postedIn = (companyId: string, range: ReportRange) =>
  ofCompany(
    journalEntries,
    companyId,
    sql`${journalEntries.status} = 'Posted'`,
    gte(journalEntries.date, range.from),
    lte(journalEntries.date, range.to),
  );

const lineBranch = keyedJoin(branches, journalLines, journalLines.branchId);

/** Which lines of an account to read: those dated firstDay..lastDay (a page's days). */
export interface AccountDays {
  accountId: string;
  firstDay: string;
  lastDay: string;
}

/**
 * Posted lines dated in the range (in its branches), in ledger order, each with its branch, its entry's
 * source document and the customer or supplier it concerns: of one account, or of every account, or
 * (`windows`) only the given accounts' lines on the given days, read through the lines' own date index.
 */
export function ledgerLines(
  db: Executor,
  companyId: string,
  range: ReportRange,
  which: { accountId?: string | undefined; windows?: readonly AccountDays[] } = {},
) {
  const { accountId, windows } = which;
  const inWindows = windows
    ? or(
        ...windows.map((w) =>
          and(
            eq(journalLines.accountId, w.accountId),
            gte(journalLines.date, w.firstDay),
            lte(journalLines.date, w.lastDay),
          ),
        ),
      )
    : undefined;
  return db
    .select({
      accountId: journalLines.accountId,
      entryId: journalEntries.id,
      number: journalEntries.number,
      date: journalEntries.date,
      memo: journalEntries.memo,
      description: journalLines.description,
      debit: journalLines.debit,
      credit: journalLines.credit,
      branchId: journalLines.branchId,
      branchName: branches.name,
      sourceType: journalEntries.sourceType,
      sourceId: journalEntries.sourceId,
      sourceNumber: entrySourceNumber,
      contactName: entryContactName,
    })
    .from(journalLines)
    .innerJoin(journalEntries, keyedJoin(journalEntries, journalLines, journalLines.entryId))
    .innerJoin(branches, lineBranch)
    .where(
      ofCompany(
        journalLines,
        companyId,
        postedIn(companyId, range),
        inBranches(journalLines.branchId, range),
        accountId ? eq(journalLines.accountId, accountId) : undefined,
        inWindows,
      ),
    )
    .orderBy(asc(journalLines.accountId), ...entryOrder, asc(journalLines.lineNo));
}

/**
 * Per account and day of the range (in its branches), the posted totals and line count, from the daily
 * balances, in date order: where a page of an account's lines starts and what comes before it.
 */
export async function accountDays(
  db: Executor,
  companyId: string,
  range: ReportRange,
  accountIds: readonly string[],
) {
  if (accountIds.length === 0) return [];
  const rows = await db
    .select({
      accountId: accountBalances.accountId,
      day: accountBalances.day,
      debit: sql<string>`sum(${accountBalances.debit})::text`,
      credit: sql<string>`sum(${accountBalances.credit})::text`,
      lines: sql<string>`sum(${accountBalances.lineCount})::text`,
    })
    .from(accountBalances)
    .where(
      ofCompany(
        accountBalances,
        companyId,
        inArray(accountBalances.accountId, [...accountIds]),
        inBranches(accountBalances.branchId, range),
        gte(accountBalances.day, range.from),
        lte(accountBalances.day, range.to),
      ),
    )
    .groupBy(accountBalances.accountId, accountBalances.day)
    .orderBy(asc(accountBalances.accountId), asc(accountBalances.day));
  return rows.map((r) => ({ ...r, lines: Number(r.lines) }));
}

async function countEntries(db: Executor, scope: SQL | undefined) {
  const [counted] = await db.select({ n: count() }).from(journalEntries).where(scope);
  return Number(counted?.n ?? 0);
}

/** Posted entries of the company dated in the range, summed from the entries counted per day. */
async function entriesOnDays(db: Executor, companyId: string, range: ReportRange) {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${journalDayCounts.entries}), 0)::text` })
    .from(journalDayCounts)
    .where(
      ofCompany(
        journalDayCounts,
        companyId,
        gte(journalDayCounts.day, range.from),
        lte(journalDayCounts.day, range.to),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The entries in `scope` with their source document and contact, in journal order. */
function selectEntries(db: Executor, scope: SQL | undefined) {
  return db
    .select({
      id: journalEntries.id,
      number: journalEntries.number,
      date: journalEntries.date,
      memo: journalEntries.memo,
      status: journalEntries.status,
      sourceType: journalEntries.sourceType,
      sourceId: journalEntries.sourceId,
      sourceNumber: entrySourceNumber,
      contactName: entryContactName,
    })
    .from(journalEntries)
    .where(scope)
    .orderBy(...entryOrder);
}

/** The lines of these entries in the branches (`branchLines`), with their account and branch. */
function linesOfEntries(db: Executor, companyId: string, entryIds: string[], branchLines: SQL | undefined) {
  return db
    .select({
      entryId: journalLines.entryId,
      accountId: journalLines.accountId,
      accountCode: accounts.code,
      accountName: accounts.name,
      branchId: journalLines.branchId,
      branchName: branches.name,
      description: journalLines.description,
      debit: journalLines.debit,
      credit: journalLines.credit,
    })
    .from(journalLines)
    .innerJoin(accounts, keyedJoin(accounts, journalLines, journalLines.accountId))
    .innerJoin(branches, lineBranch)
    .where(ofCompany(journalLines, companyId, inArray(journalLines.entryId, entryIds), branchLines))
    .orderBy(asc(journalLines.entryId), asc(journalLines.lineNo));
}

/**
 * Posted entries dated in the range that have a line in its branches (and on `accountId`, when given),
 * one page of them (all when `page` is undefined), each with its source document and contact, with
 * their lines in those branches.
 */
export async function journalPage(
  db: Executor,
  companyId: string,
  range: ReportRange,
  page?: { page: number; limit: number },
  accountId?: string,
) {
  const branchLines = inBranches(journalLines.branchId, range);
  const wanted = and(branchLines, accountId ? eq(journalLines.accountId, accountId) : undefined);
  const scope = and(
    postedIn(companyId, range),
    wanted &&
      exists(
        db
          .select({ one: sql`1` })
          .from(journalLines)
          .where(
            sameCompany(journalLines, journalEntries, eq(journalLines.entryId, journalEntries.id), wanted),
          ),
      ),
  );
  const total = wanted ? await countEntries(db, scope) : await entriesOnDays(db, companyId, range);
  const query = selectEntries(db, scope);
  const entries = page ? await query.limit(page.limit).offset((page.page - 1) * page.limit) : await query;
  const lines =
    entries.length === 0
      ? []
      : await linesOfEntries(
          db,
          companyId,
          entries.map((e) => e.id),
          branchLines,
        );
  return { total, entries, lines };
}
