import type { Executor } from '@tawi/db';
import {
  type AccountSlice,
  type DebitCredit,
  ledgerOpening,
  ledgerPage,
  Money,
  runningBalances,
  sliceDays,
} from '@tawi/domain';
import { notFound } from '../../platform/app-error';
import { sourceLabel, sourcePath } from './entry-context';
import type { ReportRange } from './report-range';
import { accountActivity, accountDays, ledgerLines } from './reports.repo';

type Line = Awaited<ReturnType<typeof ledgerLines>>[number];
type Activity = Awaited<ReturnType<typeof accountActivity>>[number];

export interface LedgerAccount {
  accountId: string;
  accountCode: string;
  accountName: string;
  /** The balance on `from`. */
  openingBalance: Money;
  /** The account's posted lines in the period (on every page). */
  lineCount: number;
  /** Its lines on earlier pages. */
  linesBefore: number;
  /** The balance before the first line shown (the opening balance on the account's first page). */
  broughtForward: Money;
  lines: Array<
    Omit<Line, 'accountId' | 'debit' | 'credit' | 'sourceType' | 'sourceId' | 'sourceNumber'> & {
      source: string | null;
      sourcePath: string | null;
      debit: Money;
      credit: Money;
      balance: Money;
    }
  >;
  /** The balance on `to`. */
  closingBalance: Money;
}

export interface GeneralLedger {
  accounts: LedgerAccount[];
  /** Lines over every page. */
  total: number;
  page: number;
  limit: number;
}

/** Every line of each chosen account (the CSV): one read of the period's lines. */
async function everyLine(db: Executor, companyId: string, range: ReportRange, accountId?: string) {
  const byAccount = new Map<string, Line[]>();
  for (const line of await ledgerLines(db, companyId, range, { accountId })) {
    const list = byAccount.get(line.accountId);
    if (list) list.push(line);
    else byAccount.set(line.accountId, [line]);
  }
  return byAccount;
}

/**
 * The lines each slice of a page shows, and what comes before them on the account: the days holding
 * the slice come from the daily balances (with their line counts), then only those days' lines are read.
 */
async function sliceLines(
  db: Executor,
  companyId: string,
  range: ReportRange,
  slices: readonly AccountSlice[],
) {
  const wanted = slices.filter((s) => s.take > 0);
  const days = await accountDays(
    db,
    companyId,
    range,
    wanted.map((s) => s.accountId),
  );
  const windows = wanted.flatMap((s) => {
    const own = days.filter((d) => d.accountId === s.accountId);
    const found = sliceDays(own, s.skip, s.take);
    if (!found) return [];
    const earlier = own.filter((d) => d.day < found.firstDay);
    return [{ ...s, ...found, earlier }];
  });
  const read = await ledgerLines(db, companyId, range, { windows });
  return new Map(
    windows.map((w) => {
      const onDays = read.filter((l) => l.accountId === w.accountId);
      const before = onDays.slice(0, w.skip - w.linesBefore);
      return [
        w.accountId,
        { lines: onDays.slice(before.length, before.length + w.take), before: [...w.earlier, ...before] },
      ];
    }),
  );
}

function ledgerAccount(
  a: Activity,
  lines: Line[],
  before: readonly DebitCredit[],
  linesBefore: number,
): LedgerAccount {
  const opening = ledgerOpening(a);
  const broughtForward = runningBalances(a.type, opening, before).closing;
  const run = runningBalances(a.type, broughtForward, lines);
  return {
    accountId: a.accountId,
    accountCode: a.accountCode,
    accountName: a.accountName,
    openingBalance: opening,
    lineCount: a.linesDuring,
    linesBefore,
    broughtForward,
    lines: lines.map(({ accountId: _, sourceType, sourceId, sourceNumber, ...l }, i) => ({
      ...l,
      source: sourceLabel(sourceType, sourceNumber),
      sourcePath: sourcePath(l.entryId, sourceType, sourceId),
      debit: Money.of(l.debit),
      credit: Money.of(l.credit),
      balance: run.balances[i] ?? broughtForward,
    })),
    closingBalance: runningBalances(a.type, opening, [a.during]).closing,
  };
}

/**
 * Per account: the opening balance on `from` (daily balances; income and expense accounts open at zero),
 * the posted lines from..to with a running balance on the account's normal side, the closing balance.
 * Without `accountId`: every account with an opening balance or a line. Another company's account: 404.
 *
 * With `page`, one page of `limit` lines over the accounts in code order (see ledgerPage), each account
 * with the balance brought forward to its first line on the page: the line counts and totals of the
 * daily balances place the page, so a page reads only its own days' lines, at any size of the books.
 * Without `page`, every line (the CSV).
 */
export async function generalLedger(
  db: Executor,
  companyId: string,
  range: ReportRange,
  options: { accountId?: string | undefined; page?: { page: number; limit: number } } = {},
): Promise<GeneralLedger> {
  const { accountId, page } = options;
  const activity = await accountActivity(db, companyId, range, { before: true });
  const chosen = activity.filter((a) => !accountId || a.accountId === accountId);
  if (accountId && chosen.length === 0) throw notFound('Account');
  const shown = chosen.filter((a) => accountId || a.linesDuring > 0 || !ledgerOpening(a).isZero());
  const counts = shown.map((a) => ({ accountId: a.accountId, lines: a.linesDuring }));
  if (!page) {
    const all = await everyLine(db, companyId, range, accountId);
    const total = counts.reduce((n, c) => n + c.lines, 0);
    const accounts = shown.map((a) => ledgerAccount(a, all.get(a.accountId) ?? [], [], 0));
    return { accounts, total, page: 1, limit: total };
  }
  const layout = ledgerPage(counts, page.page, page.limit);
  const read = await sliceLines(db, companyId, range, layout.slices);
  const byId = new Map(shown.map((a) => [a.accountId, a]));
  const accounts = layout.slices.flatMap((s) => {
    const a = byId.get(s.accountId);
    const found = read.get(s.accountId);
    return a ? [ledgerAccount(a, found?.lines ?? [], found?.before ?? [], s.skip)] : [];
  });
  return { accounts, total: layout.total, page: page.page, limit: page.limit };
}
