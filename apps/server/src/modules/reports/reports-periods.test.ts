import { ledgerApi } from '@tawi/contracts';
import { companies } from '@tawi/db';
import { financialYearStart, todayIn } from '@tawi/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { useTestApp } from '../../testing/test-app';
import { amounts, companyWithChart, report, tbRows, tradingBooks } from './reports.fixture';

const t = useTestApp();
let books: Awaited<ReturnType<typeof tradingBooks>>;
beforeAll(async () => {
  books = await tradingBooks(t);
});

describe('date ranges', () => {
  it('both ends are inclusive', async () => {
    const day = await report(t, books.token, 'profit-and-loss', { from: '2026-02-10', to: '2026-02-10' });
    expect(day.body).toMatchObject({
      income: { total: 10000 },
      costOfSales: { total: 6000 },
      netProfit: 4000,
    });
    const between = await report(t, books.token, 'profit-and-loss', { from: '2026-02-11', to: '2026-03-30' });
    expect(between.body).toMatchObject({
      income: { rows: [], total: 0 },
      expenses: { rows: [] },
      netProfit: 0,
    });
    const lastDay = await report(t, books.token, 'profit-and-loss', { from: '2026-03-31', to: '2026-03-31' });
    expect(lastDay.body.netProfit).toBe(-5000);
    const firstDay = await report(t, books.token, 'trial-balance', { from: '2026-01-01', to: '2026-01-01' });
    expect(tbRows(firstDay.body)).toEqual([
      ['1010', 100000, 0],
      ['1020', 1000, 0],
      ['3000', 0, 100000],
      ['3100', 0, 1000],
    ]);
    const journal = await report(t, books.token, 'journal', { from: '2026-02-10', to: '2026-03-31' });
    expect(journal.body.entries.map((e: { number: string }) => e.number)).toEqual([
      'JE-0004',
      'JE-0005',
      'JE-0006',
    ]);
  });

  it('a mid-year from carries earlier profit in retained earnings; the trial balance still balances', async () => {
    const res = await report(t, books.token, 'trial-balance', { from: '2026-03-01' });
    const re = res.body.rows.find((r: { accountCode: string }) => r.accountCode === '3100');
    expect(re.credit).toBe(5000);
    expect(res.body.rows.find((r: { accountCode: string }) => r.accountCode === '4000')).toBeUndefined();
    expect(res.body.totals.debit).toBe(res.body.totals.credit);
  });

  it('defaults: to is today in Nairobi, from the start of its financial year', async () => {
    const to = todayIn('Africa/Nairobi');
    const explicit = await report(t, books.token, 'trial-balance', { from: financialYearStart(to, 1), to });
    const byDefault = await report(t, books.token, 'trial-balance', { from: '', to: '' });
    expect(byDefault.status).toBe(200);
    expect(byDefault.body).toEqual(explicit.body);
    const csv = await report(t, books.token, 'trial-balance', { from: '', to: '', format: 'csv' });
    expect(csv.headers['content-disposition']).toContain(
      `trial-balance-${financialYearStart(to, 1)}-${to}.csv`,
    );
  });

  it("follows the company's financial year start month", async () => {
    const c = await companyWithChart(t, 'July Year Ltd');
    await t.database.db
      .update(companies)
      .set({ financialYearStartMonth: 7 })
      .where(eq(companies.id, c.companyId));
    await c.post(c.home, '2025-06-30', [
      ['cash', 300, 0],
      ['sales', 0, 300],
    ]);
    await c.post(c.home, '2025-07-01', [
      ['cash', 200, 0],
      ['sales', 0, 200],
    ]);
    await c.post(c.home, '2026-03-31', [
      ['cash', 100, 0],
      ['sales', 0, 100],
    ]);
    const pl = await report(t, c.token, 'profit-and-loss', { from: '', to: '2026-03-31' });
    expect(pl.body.netProfit).toBe(300);
    const bs = await report(t, c.token, 'balance-sheet', { from: '', to: '2026-03-31' });
    expect(amounts(bs.body.equity)).toEqual([
      ['3100', 'Retained Earnings', 300],
      [null, 'Current year earnings', 300],
    ]);
    expect(bs.body.assets.total).toBe(600);
    expect(bs.body.totalLiabilitiesAndEquity).toBe(600);
  });
});

describe('postings from before 1900 (written before dates were checked)', () => {
  it('are never lost: a from of 1800 shows them, a later from carries them in the opening balances', async () => {
    const c = await companyWithChart(t, 'Old Books Ltd');
    await c.post(c.home, '1850-06-01', [
      ['bank', 7000, 0],
      ['capital', 0, 7000],
    ]);
    await c.post(c.home, '2026-02-10', [
      ['cash', 300, 0],
      ['sales', 0, 300],
    ]);
    const all = await report(t, c.token, 'trial-balance', { from: '1800-01-01', to: '2026-12-31' });
    expect(all.status, all.text).toBe(200);
    expect(tbRows(all.body)).toEqual([
      ['1000', 300, 0],
      ['1010', 7000, 0],
      ['3000', 0, 7000],
      ['4000', 0, 300],
    ]);
    const thisYear = await report(t, c.token, 'trial-balance', { from: '2026-01-01', to: '2026-12-31' });
    expect(tbRows(thisYear.body)).toEqual(tbRows(all.body));
    const bs = await report(t, c.token, 'balance-sheet', { to: '2026-12-31' });
    expect(bs.body.assets.total).toBe(7300);

    const journal = await report(t, c.token, 'journal', { from: '1800-01-01', to: '2026-12-31' });
    expect(journal.body.entries.map((e: { date: string }) => e.date)).toEqual(['1850-06-01', '2026-02-10']);
    const ledger = await report(t, c.token, 'general-ledger', { from: '2026-01-01', to: '2026-12-31' });
    const bank = ledger.body.accounts.find((a: { accountCode: string }) => a.accountCode === '1010');
    expect([bank.openingBalance, bank.closingBalance]).toEqual([7000, 7000]);
    const accounts = await apiClient(t.app, c.token).ok(ledgerApi.listAccounts, { query: { limit: 250 } });
    expect(accounts.items.find((a) => a.code === '1010')?.balance).toBe(7000);

    // the widest range there is answers too
    const widest = await report(t, c.token, 'trial-balance', { from: '0001-01-01', to: '9999-12-31' });
    expect(widest.status, widest.text).toBe(200);
    expect(tbRows(widest.body)).toEqual(tbRows(all.body));
  });
});
