import { branchesApi, ledgerApi } from '@tawi/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { useTestApp } from '../../testing/test-app';
import { companyWithChart, report } from './reports.fixture';

const t = useTestApp();

interface GlLine {
  number: string;
  date: string;
  debit: number;
  credit: number;
  balance: number;
  branchName: string;
}
interface GlAccount {
  accountCode: string;
  lineCount: number;
  linesBefore: number;
  openingBalance: number;
  broughtForward: number;
  closingBalance: number;
  lines: GlLine[];
}

/**
 * Three accounts moved on several days (three entries on one day) in two branches, plus a cash balance
 * brought from 2025 and an equity account without lines in 2026.
 */
async function busyBooks() {
  const c = await companyWithChart(t, 'Busy Books Ltd');
  const branch = await apiClient(t.app, c.token).call(branchesApi.create, { body: { name: 'Kisumu' } });
  expect(branch.status).toBe(201);
  const kisumu = branch.body.id;
  await c.post(c.home, '2025-12-30', [
    ['cash', 700, 0],
    ['capital', 0, 700],
  ]);
  const days = [
    '2026-01-03',
    '2026-01-03',
    '2026-01-17',
    '2026-02-01',
    '2026-02-01',
    '2026-02-01',
    '2026-03-09',
  ];
  for (const [i, day] of days.entries()) {
    const branchId = i % 3 === 2 ? kisumu : c.home;
    await c.post(branchId, day, [
      ['cash', 100 + i, 0],
      ['sales', 0, 100 + i],
    ]);
    await c.post(branchId, day, [
      ['6100', 10 * (i + 1), 0],
      ['cash', 0, 10 * (i + 1)],
    ]);
  }
  return { ...c, kisumu };
}

const period = { from: '2026-01-01', to: '2026-12-31' };

async function everyPage(token: string, query: Record<string, string>, limit: number) {
  const pages: Array<{ accounts: GlAccount[]; total: number }> = [];
  for (let page = 1; ; page++) {
    const res = await report(t, token, 'general-ledger', {
      ...query,
      page: String(page),
      limit: String(limit),
    });
    expect(res.status, res.text).toBe(200);
    pages.push(res.body);
    if (page * limit >= res.body.total) return pages;
  }
}

describe('the general ledger, a page at a time', () => {
  it('gives the same lines, balances and accounts over its pages as in one page, at every page size', async () => {
    const c = await busyBooks();
    const whole = await report(t, c.token, 'general-ledger', { ...period, limit: '1000' });
    expect(whole.status, whole.text).toBe(200);
    const one: GlAccount[] = whole.body.accounts;
    expect(whole.body.total).toBe(28);
    const cash = one.find((a) => a.accountCode === '1000');
    expect(cash).toMatchObject({ openingBalance: 700, broughtForward: 700, lineCount: 14 });
    expect(cash?.closingBalance).toBe(
      700 + (100 + 101 + 102 + 103 + 104 + 105 + 106) - 10 * (1 + 2 + 3 + 4 + 5 + 6 + 7),
    );
    expect(cash?.lines.at(-1)?.balance).toBe(cash?.closingBalance);
    expect(one.map((a) => a.accountCode)).toEqual(['1000', '3000', '4000', '6100']);
    expect(one.find((a) => a.accountCode === '3000')).toMatchObject({
      lineCount: 0,
      lines: [],
      closingBalance: 700,
    });

    for (const limit of [1, 3, 5, 13, 28]) {
      const pages = await everyPage(c.token, period, limit);
      expect(pages).toHaveLength(Math.ceil(28 / limit));
      const joined = new Map<string, GlAccount>();
      for (const page of pages) {
        expect(page.accounts.reduce((n, a) => n + a.lines.length, 0)).toBeLessThanOrEqual(limit);
        for (const a of page.accounts) {
          const seen = joined.get(a.accountCode);
          expect(a.linesBefore).toBe(seen?.lines.length ?? 0);
          if (!seen) {
            joined.set(a.accountCode, { ...a, lines: [...a.lines] });
            continue;
          }
          const last = seen.lines.at(-1);
          expect(a.broughtForward, `${a.accountCode} page after ${last?.number}`).toBe(last?.balance);
          seen.lines.push(...a.lines);
        }
      }
      expect(
        [...joined.values()].map((a) => ({ ...a, broughtForward: a.openingBalance, linesBefore: 0 })),
        `limit ${limit}`,
      ).toEqual(one);
    }
  });

  it('pages one account, one branch, and answers an empty page past the end', async () => {
    const c = await busyBooks();
    const rent = await everyPage(c.token, { ...period, accountId: c.id('6100') }, 2);
    expect(rent.flatMap((p) => p.accounts.flatMap((a) => a.lines.map((l) => l.debit)))).toEqual([
      10, 20, 30, 40, 50, 60, 70,
    ]);
    expect(rent[2]?.accounts[0]).toMatchObject({
      broughtForward: 10 + 20 + 30 + 40,
      lineCount: 7,
      linesBefore: 4,
    });

    const kisumu = await report(t, c.token, 'general-ledger', {
      ...period,
      branchId: c.kisumu,
      accountId: c.id('cash'),
      limit: '1',
      page: '2',
    });
    expect(kisumu.status, kisumu.text).toBe(200);
    expect(kisumu.body).toMatchObject({ total: 4, page: 2, limit: 1 });
    expect(kisumu.body.accounts[0]).toMatchObject({ openingBalance: 0, broughtForward: 102, lineCount: 4 });
    expect(kisumu.body.accounts[0].lines.map((l: GlLine) => [l.debit, l.credit, l.branchName])).toEqual([
      [0, 30, 'Kisumu'],
    ]);

    const past = await report(t, c.token, 'general-ledger', { ...period, page: '9', limit: '25' });
    expect(past.body).toMatchObject({ accounts: [], total: 28, page: 9 });
    const bads: Array<Record<string, string>> = [
      { limit: '0' },
      { limit: '1001' },
      { page: '0' },
      { page: 'x' },
    ];
    for (const bad of bads) {
      const res = await report(t, c.token, 'general-ledger', { ...period, ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error.code).toBe('validation-error');
    }
  });

  it('keeps each line dated as its entry, every balance row counting its lines, every day its entries', async () => {
    const c = await busyBooks();
    const rows = await t.database.db.execute(sql`
      select count(*) filter (where l.date <> e.date)::int as misdated,
             (select coalesce(sum(line_count), 0)::int from account_balances where company_id = ${c.companyId}::uuid)
               as counted_daily,
             (select coalesce(sum(line_count), 0)::int from account_month_balances where company_id = ${c.companyId}::uuid)
               as counted_monthly,
             count(*) filter (where e.status = 'Posted')::int as posted,
             (select coalesce(sum(entries), 0)::int from journal_day_counts where company_id = ${c.companyId}::uuid)
               as counted_entries,
             count(distinct e.id) filter (where e.status = 'Posted')::int as posted_entries
        from journal_lines l join journal_entries e on e.id = l.entry_id
       where l.company_id = ${c.companyId}::uuid`);
    expect((rows as unknown as { rows: unknown[] }).rows[0]).toEqual({
      misdated: 0,
      counted_daily: 30,
      counted_monthly: 30,
      posted: 30,
      counted_entries: 15,
      posted_entries: 15,
    });
    const journal = await report(t, c.token, 'journal', { from: '2026-01-03', to: '2026-02-01' });
    expect(journal.body.total).toBe(12);
  });

  it("moves a draft's lines with its date, so the posted entry is found on its own day", async () => {
    const c = await companyWithChart(t, 'Draft Dates Ltd');
    const api = apiClient(t.app, c.token);
    const draft = await api.call(ledgerApi.createEntry, {
      body: {
        date: '2026-04-02',
        lines: [
          { accountId: c.id('6100'), debit: 2500 },
          { accountId: c.id('capital'), credit: 2500 },
        ],
      },
    });
    expect(draft.status, draft.text).toBe(201);
    const moved = await api.call(ledgerApi.updateEntry, {
      params: { id: draft.body.id },
      body: { date: '2026-05-20' },
    });
    expect(moved.status, moved.text).toBe(200);
    expect((await api.call(ledgerApi.postEntry, { params: { id: draft.body.id } })).status).toBe(200);
    const rent = await report(t, c.token, 'general-ledger', {
      accountId: c.id('6100'),
      from: '2026-05-20',
      to: '2026-05-20',
    });
    expect(rent.body.accounts[0].lines.map((l: GlLine) => [l.date, l.debit])).toEqual([['2026-05-20', 2500]]);
    const april = await report(t, c.token, 'general-ledger', {
      accountId: c.id('6100'),
      from: '2026-04-01',
      to: '2026-04-30',
    });
    expect(april.body).toMatchObject({ total: 0 });
  });
});
