import { beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { useTestApp } from '../../testing/test-app';
import { profitAndLoss, trialBalance } from './index';
import { amounts, report, tbRows, tradingBooks } from './reports.fixture';

const t = useTestApp();
let books: Awaited<ReturnType<typeof tradingBooks>>;
beforeAll(async () => {
  books = await tradingBooks(t);
});

describe('financial statements of the 2026 books', () => {
  it('trial balance: closing balances, prior-year profit in retained earnings, equal totals', async () => {
    const res = await report(t, books.token, 'trial-balance');
    expect(res.status).toBe(200);
    expect(tbRows(res.body)).toEqual([
      ['1000', 11600, 0],
      ['1010', 95000, 0],
      ['1020', 1000, 0],
      ['1200', 14000, 0],
      ['1300', 3200, 0],
      ['2000', 0, 23200],
      ['2100', 0, 1600],
      ['3000', 0, 100000],
      ['3100', 0, 1000],
      ['4000', 0, 10000],
      ['5000', 6000, 0],
      ['6100', 5000, 0],
    ]);
    expect(res.body.rows[0]).toEqual({
      accountId: books.id('cash'),
      accountCode: '1000',
      accountName: 'Cash on Hand',
      accountType: 'asset',
      debit: 11600,
      credit: 0,
    });
    expect(res.body.totals).toEqual({ debit: 135800, credit: 135800 });
    await expectLedgerInvariants(t.database.db, books.companyId);
  });

  it('profit and loss: sales less cost of sales is gross profit; less rent is a net loss', async () => {
    const res = await report(t, books.token, 'profit-and-loss');
    expect(res.status).toBe(200);
    expect(amounts(res.body.income)).toEqual([['4000', 'Sales', 10000]]);
    expect(amounts(res.body.costOfSales)).toEqual([['5000', 'Cost of Sales', 6000]]);
    expect(amounts(res.body.expenses)).toEqual([['6100', 'Rent', 5000]]);
    expect(res.body).toMatchObject({
      income: { total: 10000 },
      costOfSales: { total: 6000 },
      grossProfit: 4000,
      expenses: { total: 5000 },
      netProfit: -1000,
    });
  });

  it('balance sheet: balances, with retained earnings and current year earnings in equity', async () => {
    const res = await report(t, books.token, 'balance-sheet');
    expect(res.status).toBe(200);
    const bs = res.body;
    expect(amounts(bs.assets)).toEqual([
      ['1000', 'Cash on Hand', 11600],
      ['1010', 'Bank Accounts', 95000],
      ['1020', 'M-Pesa', 1000],
      ['1200', 'Inventory', 14000],
      ['1300', 'VAT Input', 3200],
    ]);
    expect(amounts(bs.liabilities)).toEqual([
      ['2000', 'Accounts Payable', 23200],
      ['2100', 'VAT Output', 1600],
    ]);
    expect(amounts(bs.equity)).toEqual([
      ['3000', "Owner's Capital", 100000],
      ['3100', 'Retained Earnings', 1000],
      [null, 'Current year earnings', -1000],
    ]);
    expect([bs.assets.total, bs.liabilities.total, bs.equity.total]).toEqual([124800, 24800, 100000]);
    expect(bs.totalLiabilitiesAndEquity).toBe(bs.assets.total);
  });

  it('cash flow: indirect method reconciled to cash, bank and M-Pesa', async () => {
    const res = await report(t, books.token, 'cash-flow');
    expect(res.status).toBe(200);
    const cf = res.body;
    expect(
      cf.adjustments.rows.map((r: { accountCode: string; amount: number }) => [r.accountCode, r.amount]),
    ).toEqual([
      ['1200', -14000],
      ['1300', -3200],
      ['2000', 23200],
      ['2100', 1600],
    ]);
    expect(cf).toMatchObject({ netProfit: -1000, adjustments: { total: 7600 }, operating: 6600 });
    expect(cf).toMatchObject({ investing: 0, financing: 100000, netChange: 106600 });
    expect(cf).toMatchObject({ openingCash: 1000, closingCash: 107600 });
    expect(cf.closingCash - cf.openingCash).toBe(cf.netChange);
  });

  it('general ledger: opening balance, running balances, closing balance', async () => {
    const bank = await report(t, books.token, 'general-ledger', { accountId: books.id('bank') });
    expect(bank.status).toBe(200);
    expect(bank.body.accounts).toHaveLength(1);
    const [account] = bank.body.accounts;
    expect(account).toMatchObject({ accountCode: '1010', openingBalance: 0, closingBalance: 95000 });
    expect(account.lines).toEqual([
      expect.objectContaining({
        number: 'JE-0002',
        date: '2026-01-01',
        memo: 'Capital, introduced',
        debit: 100000,
        credit: 0,
        balance: 100000,
      }),
      expect.objectContaining({
        number: 'JE-0006',
        date: '2026-03-31',
        memo: 'March rent',
        debit: 0,
        credit: 5000,
        balance: 95000,
      }),
    ]);
    const later = await report(t, books.token, 'general-ledger', {
      accountId: books.id('bank'),
      from: '2026-02-01',
    });
    expect(later.body.accounts[0]).toMatchObject({ openingBalance: 100000, closingBalance: 95000 });
    expect(later.body.accounts[0].lines).toHaveLength(1);
    const all = await report(t, books.token, 'general-ledger');
    const byCode = new Map(all.body.accounts.map((a: { accountCode: string }) => [a.accountCode, a]));
    expect(byCode.get('1020')).toMatchObject({ openingBalance: 1000, lines: [], closingBalance: 1000 });
    expect(byCode.get('4000')).toMatchObject({ openingBalance: 0, closingBalance: 10000 });
    expect(byCode.get('2000')).toMatchObject({ closingBalance: 23200 });
    expect(byCode.has('2200')).toBe(false);
  });

  it('journal: posted entries with their lines, by date and number, paged', async () => {
    const res = await report(t, books.token, 'journal');
    expect(res.status).toBe(200);
    expect(res.body.entries.map((e: { number: string }) => e.number)).toEqual([
      'JE-0002',
      'JE-0003',
      'JE-0004',
      'JE-0005',
      'JE-0006',
    ]);
    expect(res.body).toMatchObject({ total: 5, page: 1, limit: 25 });
    const sale = res.body.entries[2];
    expect(sale).toMatchObject({ date: '2026-02-10', memo: 'Cash sale', status: 'Posted' });
    expect(
      sale.lines.map((l: { accountCode: string; debit: number; credit: number }) => [
        l.accountCode,
        l.debit,
        l.credit,
      ]),
    ).toEqual([
      ['1000', 11600, 0],
      ['4000', 0, 10000],
      ['2100', 0, 1600],
    ]);
    const page2 = await report(t, books.token, 'journal', { page: '2', limit: '2' });
    expect(page2.body.entries.map((e: { number: string }) => e.number)).toEqual(['JE-0004', 'JE-0005']);
    expect(page2.body).toMatchObject({ total: 5, page: 2, limit: 2 });
  });
});

describe('module functions (used by the benchmark)', () => {
  it('trialBalance and profitAndLoss take a db, a company and a range', async () => {
    const range = { from: '2026-01-01', to: '2026-12-31' };
    const tb = await trialBalance(t.database.db, books.companyId, range);
    expect(tb.totals.debit.toFixed()).toBe('135800.00');
    const pl = await profitAndLoss(t.database.db, books.companyId, { ...range, branchId: books.mombasa });
    expect(pl.netProfit.toNumber()).toBe(-5000);
  });
});
