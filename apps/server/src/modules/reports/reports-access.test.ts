import { beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { useTestApp } from '../../testing/test-app';
import { companyWithChart, parseCsv, report, staffWithRole, tbRows, tradingBooks } from './reports.fixture';

const t = useTestApp();
let books: Awaited<ReturnType<typeof tradingBooks>>;
beforeAll(async () => {
  books = await tradingBooks(t);
});

const NAMES = ['trial-balance', 'profit-and-loss', 'balance-sheet', 'cash-flow', 'general-ledger', 'journal'];

describe('branch filter', () => {
  it('one branch: only the lines posted in it', async () => {
    const mombasa = await report(t, books.token, 'trial-balance', { branchId: books.mombasa });
    expect(tbRows(mombasa.body)).toEqual([
      ['1010', 0, 5000],
      ['6100', 5000, 0],
    ]);
    const nairobi = await report(t, books.token, 'trial-balance', { branchId: books.nairobi });
    expect(nairobi.body.rows.find((r: { accountCode: string }) => r.accountCode === '1010').debit).toBe(
      100000,
    );
    expect(nairobi.body.totals).toEqual({ debit: 135800, credit: 135800 });
    const pl = await report(t, books.token, 'profit-and-loss', { branchId: books.nairobi });
    expect(pl.body).toMatchObject({ grossProfit: 4000, expenses: { rows: [], total: 0 }, netProfit: 4000 });
    const cf = await report(t, books.token, 'cash-flow', { branchId: books.mombasa });
    expect(cf.body).toMatchObject({ netProfit: -5000, operating: -5000, netChange: -5000, openingCash: 0 });
    const journal = await report(t, books.token, 'journal', { branchId: books.mombasa });
    expect(journal.body.entries.map((e: { number: string }) => e.number)).toEqual(['JE-0006']);
    const gl = await report(t, books.token, 'general-ledger', { branchId: books.mombasa });
    expect(gl.body.accounts.map((a: { accountCode: string }) => a.accountCode)).toEqual(['1010', '6100']);
  });

  it('a user limited to one branch sees only it, and gets 403 for another', async () => {
    const token = await staffWithRole(t, books.token, 'branch_manager', [books.mombasa]);
    const mine = await report(t, token, 'trial-balance');
    expect(mine.status).toBe(200);
    expect(tbRows(mine.body)).toEqual([
      ['1010', 0, 5000],
      ['6100', 5000, 0],
    ]);
    for (const name of NAMES) {
      const other = await report(t, token, name, { branchId: books.nairobi });
      expect(other.status, name).toBe(403);
      expect(other.body.error.code).toBe('forbidden');
    }
  });
});

describe("another company's data", () => {
  it('is invisible: its postings never count, its branch is 403, its account 404', async () => {
    const other = await companyWithChart(t, 'Other Traders Ltd');
    await other.post(other.home, '2026-05-05', [
      ['cash', 999, 0],
      ['sales', 0, 999],
    ]);
    const tb = await report(t, books.token, 'trial-balance');
    expect(tb.body.totals).toEqual({ debit: 135800, credit: 135800 });
    const theirs = await report(t, other.token, 'trial-balance');
    expect(tbRows(theirs.body)).toEqual([
      ['1000', 999, 0],
      ['4000', 0, 999],
    ]);
    const journal = await report(t, other.token, 'journal');
    expect(journal.body.entries.map((e: { number: string }) => e.number)).toEqual(['JE-0001']);
    const branch = await report(t, books.token, 'trial-balance', { branchId: other.home });
    expect(branch.status).toBe(403);
    const account = await report(t, books.token, 'general-ledger', { accountId: other.id('cash') });
    expect(account.status).toBe(404);
    expect(account.body.error.code).toBe('not-found');
    await expectLedgerInvariants(t.database.db, other.companyId);
  });
});

describe('CSV downloads', () => {
  it('every report answers text/csv as an attachment named for the period', async () => {
    for (const name of NAMES) {
      const res = await report(t, books.token, name, { format: 'csv' });
      expect(res.status, name).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      // the balance sheet is as at the end date alone
      const days = name === 'balance-sheet' ? '2026-12-31' : '2026-01-01-2026-12-31';
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}-${days}.csv"`);
      expect(parseCsv(res.text).length, name).toBeGreaterThan(1);
    }
  });

  it('carries the same figures as the JSON, parsed back', async () => {
    const tb = parseCsv((await report(t, books.token, 'trial-balance', { format: 'csv' })).text);
    expect(tb[0]).toEqual(['Account code', 'Account name', 'Type', 'Debit', 'Credit']);
    expect(tb).toContainEqual(['3000', "Owner's Capital", 'equity', '0.00', '100000.00']);
    expect(tb.at(-1)).toEqual(['', 'Total', '', '135800.00', '135800.00']);
    const pl = parseCsv((await report(t, books.token, 'profit-and-loss', { format: 'csv' })).text);
    expect(pl).toContainEqual(['', '', 'Gross profit', '4000.00']);
    expect(pl.at(-1)).toEqual(['', '', 'Net profit', '-1000.00']);
    const bs = parseCsv((await report(t, books.token, 'balance-sheet', { format: 'csv' })).text);
    expect(bs).toContainEqual(['Equity', '', 'Current year earnings', '-1000.00']);
    expect(bs.at(-1)).toEqual(['', '', 'Total liabilities and equity', '124800.00']);
    const cf = parseCsv((await report(t, books.token, 'cash-flow', { format: 'csv' })).text);
    expect(cf.at(-1)).toEqual(['Cash', 'Closing cash', '107600.00']);
    const gl = parseCsv(
      (await report(t, books.token, 'general-ledger', { format: 'csv', accountId: books.id('bank') })).text,
    );
    expect(gl.map((r) => [r[4], r[8]])).toEqual([
      ['Memo', 'Balance'],
      ['Opening balance', '0.00'],
      ['Capital, introduced', '100000.00'],
      ['March rent', '95000.00'],
      ['Closing balance', '95000.00'],
    ]);
    const journal = parseCsv((await report(t, books.token, 'journal', { format: 'csv', limit: '1' })).text);
    expect(journal.filter((r) => r[0] === 'JE-0004')).toEqual([
      // a manual entry: no source document, no contact
      [
        'JE-0004',
        '2026-02-10',
        'Nairobi',
        '1000',
        'Cash on Hand',
        '11600.00',
        '0.00',
        '',
        '',
        '',
        'Cash sale',
        '',
      ],
      ['JE-0004', '2026-02-10', 'Nairobi', '4000', 'Sales', '0.00', '10000.00', '', '', '', 'Cash sale', ''],
      [
        'JE-0004',
        '2026-02-10',
        'Nairobi',
        '2100',
        'VAT Output',
        '0.00',
        '1600.00',
        '',
        '',
        '',
        'Cash sale',
        '',
      ],
    ]);
  });
});

describe('access and validation', () => {
  it('a role without accounting:read gets 403 on every report', async () => {
    const token = await staffWithRole(t, books.token, 'sales', [books.nairobi]);
    for (const name of NAMES) {
      const res = await report(t, token, name);
      expect(res.status, name).toBe(403);
      expect(res.body.error.code).toBe('forbidden');
    }
    expect((await report(t, '', 'trial-balance')).status).toBe(401);
  });

  it('a bad query is 400 with the field named', async () => {
    const bad: Array<[Record<string, string>, string]> = [
      [{ from: '2026-13-01' }, 'from'],
      [{ to: '2026-02-30' }, 'to'],
      [{ from: '2026-12-31', to: '2026-01-01' }, 'from'],
      [{ branchId: 'nairobi' }, 'branchId'],
      [{ accountId: '42' }, 'accountId'],
      [{ format: 'docx' }, 'format'],
    ];
    for (const [query, field] of bad) {
      const res = await report(t, books.token, 'trial-balance', query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error.code).toBe('validation-error');
      expect(Object.keys(res.body.error.details.fields).join(), JSON.stringify(query)).toContain(field);
    }
    const later = await report(t, books.token, 'profit-and-loss', { from: '2099-01-01', to: '' });
    expect(later.status).toBe(400);
    const page = await report(t, books.token, 'journal', { limit: '251' });
    expect(page.status).toBe(400);
  });
});
