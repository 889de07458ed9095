import { branchesApi, type RouteEntry, reportsApi } from '@tawi/contracts';
import { accounts } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { call, signupCompany, staffWithRole as staffOfRole, type TestApp } from '../../testing/test-app';
import { postEntry } from '../ledger';

/** Test books: a company with two branches and a year of postings, read by the report tests. */
export async function companyWithChart(t: TestApp, name = 'Acme Traders Ltd') {
  const owner = await signupCompany(t.app, { companyName: name });
  const companyId: string = owner.user.companyId;
  const chart = await t.database.db.select().from(accounts).where(eq(accounts.companyId, companyId));
  /** An account id by system key, or by code for accounts without one (rent is 6100). */
  const id = (key: string) => chart.find((a) => a.systemKey === key || a.code === key)!.id;
  const actor = { companyId, userId: owner.user.uid };
  const post = (
    branchId: string,
    date: string,
    lines: Array<[string, number, number]>,
    memo = 'Test entry',
  ) =>
    t.database.db.transaction((tx) =>
      postEntry(tx, actor, {
        branchId,
        date,
        memo,
        lines: lines.map(([key, debit, credit]) => ({ accountId: id(key), branchId, debit, credit })),
      }),
    );
  return { owner, token: owner.token, companyId, home: owner.user.branchId as string, id, post };
}

export type Company = Awaited<ReturnType<typeof companyWithChart>>;

/**
 * JE-0001 2025-12-20 Nairobi  M-Pesa sale of the previous year, 1000 (retained earnings in 2026)
 * JE-0002 2026-01-01 Nairobi  capital 100000 into the bank
 * JE-0003 2026-02-01 Nairobi  stock bought on credit: 20000 + 3200 VAT input = 23200 payable
 * JE-0004 2026-02-10 Nairobi  cash sale 11600 = 10000 sales + 1600 VAT output
 * JE-0005 2026-02-10 Nairobi  cost of that sale 6000 out of inventory
 * JE-0006 2026-03-31 Mombasa  rent 5000 paid from the bank
 * JE-0007 2027-01-01 Nairobi  cash sale 500 (after 2026)
 */
export async function tradingBooks(t: TestApp) {
  const c = await companyWithChart(t);
  const branch = await apiClient(t.app, c.token).call(branchesApi.create, { body: { name: 'Mombasa' } });
  expect(branch.status).toBe(201);
  const mombasa = branch.body.id;
  await c.post(
    c.home,
    '2025-12-20',
    [
      ['mpesa', 1000, 0],
      ['sales', 0, 1000],
    ],
    'M-Pesa sale',
  );
  await c.post(
    c.home,
    '2026-01-01',
    [
      ['bank', 100000, 0],
      ['capital', 0, 100000],
    ],
    'Capital, introduced',
  );
  await c.post(c.home, '2026-02-01', [
    ['inventory', 20000, 0],
    ['vat_input', 3200, 0],
    ['accounts_payable', 0, 23200],
  ]);
  await c.post(
    c.home,
    '2026-02-10',
    [
      ['cash', 11600, 0],
      ['sales', 0, 10000],
      ['vat_output', 0, 1600],
    ],
    'Cash sale',
  );
  await c.post(c.home, '2026-02-10', [
    ['cost_of_sales', 6000, 0],
    ['inventory', 0, 6000],
  ]);
  await c.post(
    mombasa,
    '2026-03-31',
    [
      ['6100', 5000, 0],
      ['bank', 0, 5000],
    ],
    'March rent',
  );
  await c.post(c.home, '2027-01-01', [
    ['cash', 500, 0],
    ['sales', 0, 500],
  ]);
  return { ...c, nairobi: c.home, mombasa };
}

/** A user of the company with a built-in role (`sales`, `branch_manager`, ...) on the given branches. */
export async function staffWithRole(t: TestApp, ownerToken: string, roleKey: string, branchIds: string[]) {
  const owner = { token: ownerToken, user: { branchId: branchIds[0] ?? '' } };
  return (await staffOfRole(t.app, owner, roleKey, branchIds)).token;
}

const REPORTS: Record<string, RouteEntry> = {
  'trial-balance': reportsApi.trialBalance,
  'profit-and-loss': reportsApi.profitAndLoss,
  'balance-sheet': reportsApi.balanceSheet,
  'cash-flow': reportsApi.cashFlow,
  'general-ledger': reportsApi.generalLedger,
  journal: reportsApi.journal,
};

/**
 * GET a report of the year 2026 (or the given query) as the given user: the entry's path, the query as
 * a browser sends it (strings, blanks kept), the answer read loosely (JSON, CSV or an error).
 */
export function report(t: TestApp, token: string, name: string, query: Record<string, string> = {}) {
  const entry = REPORTS[name];
  if (!entry) throw new Error(`no report ${name}`);
  return call(t.app, 'GET', entry.path, {
    token,
    query: { from: '2026-01-01', to: '2026-12-31', ...query },
  });
}

/** [code, debit, credit] of every trial balance row. */
export const tbRows = (body: { rows: Array<{ accountCode: string; debit: number; credit: number }> }) =>
  body.rows.map((r) => [r.accountCode, r.debit, r.credit]);

/** [code, name, amount] of every row of a statement section. */
export const amounts = (section: {
  rows: Array<{ accountCode: string | null; accountName: string; amount: number }>;
}) => section.rows.map((r) => [r.accountCode, r.accountName, r.amount]);

/** Minimal RFC 4180 reader for the tests (quoted cells, doubled quotes, CRLF rows). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && ch === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}
