import { reportsApi } from '@tawi/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { pdfText } from '../../testing/pdf-text';
import { useTestApp } from '../../testing/test-app';
import { amounts, parseCsv, report, tradingBooks } from './reports.fixture';

const t = useTestApp();
let books: Awaited<ReturnType<typeof tradingBooks>>;
beforeAll(async () => {
  books = await tradingBooks(t);
});

type Row = { accountId: string | null; accountName: string; amount: number; previous?: number };
type Section = { rows: Row[]; total: number; previous?: number };
const SECTIONS = {
  'profit-and-loss': ['income', 'costOfSales', 'expenses'],
  'balance-sheet': ['assets', 'liabilities', 'equity'],
  'cash-flow': ['adjustments'],
} as const;

/** Every section's `previous` figures equal the same report run for the compared period alone. */
async function expectPreviousEqualsAlone(
  name: keyof typeof SECTIONS,
  query: Record<string, string>,
  compare: 'previous-period' | 'previous-year',
) {
  const compared = await report(t, books.token, name, { ...query, compare });
  expect(compared.status, compared.text).toBe(200);
  const { from, to } = compared.body.comparison;
  const alone = (await report(t, books.token, name, { ...query, from, to })).body;
  const current = (await report(t, books.token, name, query)).body;
  for (const key of SECTIONS[name]) {
    const section: Section = compared.body[key];
    expect(section.total, key).toBe(current[key].total);
    expect(section.previous, key).toBe(alone[key].total);
    const named = (rows: Row[], figure: (r: Row) => number | undefined) =>
      Object.fromEntries(rows.map((r) => [r.accountName, figure(r)]).filter(([, v]) => v !== 0));
    expect(
      named(section.rows, (r) => r.previous),
      key,
    ).toEqual(named(alone[key].rows, (r) => r.amount));
    expect(
      named(section.rows, (r) => r.amount),
      key,
    ).toEqual(named(current[key].rows, (r) => r.amount));
  }
  return { compared: compared.body, alone };
}

describe('compare=previous-period|previous-year', () => {
  it('profit and loss: a year beside the year before, accounts of either year on both sides', async () => {
    const { compared, alone } = await expectPreviousEqualsAlone('profit-and-loss', {}, 'previous-year');
    expect(compared.comparison).toEqual({ kind: 'previous-year', from: '2025-01-01', to: '2025-12-31' });
    // 2025 had the 1,000 M-Pesa sale only; 2026 sold 10,000 at a cost of 6,000 and paid 5,000 of rent
    expect(amounts(compared.income)).toEqual([['4000', 'Sales', 10000]]);
    expect(compared.income.rows[0].previous).toBe(1000);
    expect(compared.expenses).toMatchObject({ total: 5000, previous: 0 });
    expect(compared.previous).toEqual({ grossProfit: 1000, netProfit: 1000 });
    expect(compared.previous.netProfit).toBe(alone.netProfit);
    expect(compared.netProfit).toBe(-1000);
  });

  it('a month compared with the month before keeps the rows of the earlier month at zero now', async () => {
    const march = { from: '2026-03-01', to: '2026-03-31' };
    const { compared } = await expectPreviousEqualsAlone('profit-and-loss', march, 'previous-period');
    expect(compared.comparison).toEqual({ kind: 'previous-period', from: '2026-02-01', to: '2026-02-28' });
    const sales = compared.income.rows.find((r: Row) => r.accountName === 'Sales');
    expect(sales).toMatchObject({ amount: 0, previous: 10000 });
    expect(compared).toMatchObject({ netProfit: -5000, previous: { grossProfit: 4000, netProfit: 4000 } });
  });

  it('balance sheet and cash flow: the compared column is the report at the earlier date', async () => {
    const march = { from: '2026-03-01', to: '2026-03-31' };
    const bs = await expectPreviousEqualsAlone('balance-sheet', march, 'previous-period');
    expect(bs.compared.comparison.to).toBe('2026-02-28');
    expect(bs.compared.previous.totalLiabilitiesAndEquity).toBe(bs.alone.totalLiabilitiesAndEquity);
    const bank = bs.compared.assets.rows.find((r: Row) => r.accountName.includes('Bank'));
    expect(bank).toMatchObject({ amount: 95000, previous: 100000 });
    const cf = await expectPreviousEqualsAlone('cash-flow', march, 'previous-period');
    expect(cf.compared.previous).toMatchObject({
      netProfit: cf.alone.netProfit,
      openingCash: cf.alone.openingCash,
      closingCash: cf.alone.closingCash,
    });
    expect(cf.compared.openingCash).toBe(cf.compared.previous.closingCash);
  });

  it('trial balance: each row carries the closing balances at the end of the compared period', async () => {
    const feb = await report(t, books.token, 'trial-balance', { from: '2026-02-01', to: '2026-02-28' });
    const jan = await report(t, books.token, 'trial-balance', { from: '2026-01-01', to: '2026-01-31' });
    const compared = await report(t, books.token, 'trial-balance', {
      from: '2026-02-01',
      to: '2026-02-28',
      compare: 'previous-period',
    });
    type TbRow = {
      accountCode: string;
      debit: number;
      credit: number;
      previous: { debit: number; credit: number };
    };
    const own = (r: TbRow) => ({ debit: r.debit, credit: r.credit });
    const sides = (rows: TbRow[], pick: (r: TbRow) => { debit: number; credit: number }) =>
      Object.fromEntries(
        rows
          .map((r) => [r.accountCode, pick(r)])
          .filter(([, v]) => typeof v === 'object' && (v.debit || v.credit)),
      );
    expect(sides(compared.body.rows, (r) => r.previous)).toEqual(sides(jan.body.rows, (r) => own(r)));
    expect(sides(compared.body.rows, own)).toEqual(sides(feb.body.rows, own));
    expect(compared.body.totals).toEqual({ ...feb.body.totals, previous: jan.body.totals });
  });

  it('refuses an unknown comparison with 400 naming compare, and ignores none', async () => {
    const bad = await report(t, books.token, 'profit-and-loss', { compare: 'last-decade' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details.fields).join()).toContain('compare');
    const plain = await report(t, books.token, 'profit-and-loss', { compare: '' });
    expect(plain.body.comparison).toBeUndefined();
    expect(plain.body.income.rows[0].previous).toBeUndefined();
  });
});

describe('financial reports as CSV, XLSX and PDF', () => {
  const query = { from: '2026-01-01', to: '2026-12-31', compare: 'previous-year' } as const;

  it('the profit and loss with its compared column in each format, the PDF under the letterhead', async () => {
    const api = apiClient(t.app, books.token);
    const csv = parseCsv((await report(t, books.token, 'profit-and-loss', { ...query, format: 'csv' })).text);
    expect(csv[0]).toEqual(['Section', 'Account code', 'Account name', 'Amount', 'Previous year']);
    expect(csv).toContainEqual(['Income', '4000', 'Sales', '10000.00', '1000.00']);
    expect(csv.at(-1)).toEqual(['', '', 'Net profit', '-1000.00', '1000.00']);

    const xlsx = await api.call(reportsApi.profitAndLoss, { query: { ...query, format: 'xlsx' } });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('profit-and-loss-2026-01-01-2026-12-31.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Section',
      'Account code',
      'Account name',
      'Amount',
      'Previous year',
    ]);
    const last = sheet?.getRow(sheet.rowCount);
    expect(last?.values).toEqual([undefined, undefined, undefined, 'Net profit', -1000, 1000]);
    expect(last?.font?.bold).toBe(true);

    const pdf = await api.call(reportsApi.profitAndLoss, { query: { ...query, format: 'pdf' } });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.raw);
    expect(text).toContain('Acme Traders Ltd');
    expect(text).toContain('Profit and loss');
    expect(text).toContain('Compared with: 01 Jan 2025 to 31 Dec 2025');
    expect(text).toMatch(/Sales\s+10,000\.00\s+1,000\.00/);
  });

  it('every financial report downloads as XLSX and PDF', async () => {
    const api = apiClient(t.app, books.token);
    const entries = [
      reportsApi.trialBalance,
      reportsApi.balanceSheet,
      reportsApi.cashFlow,
      reportsApi.generalLedger,
      reportsApi.journal,
    ];
    for (const entry of entries) {
      const pdf = await api.call(entry, { query: { from: '2026-01-01', to: '2026-12-31', format: 'pdf' } });
      expect(pdf.status, entry.path).toBe(200);
      expect(pdfText(pdf.raw), entry.path).toContain('Acme Traders Ltd');
      const xlsx = await api.call(entry, { query: { from: '2026-01-01', to: '2026-12-31', format: 'xlsx' } });
      expect(xlsx.status, entry.path).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.raw as unknown as ArrayBuffer);
      expect(book.worksheets[0]?.rowCount, entry.path).toBeGreaterThan(2);
    }
    const bs = pdfText(
      (await api.call(reportsApi.balanceSheet, { query: { to: '2026-03-31', format: 'pdf' } })).raw,
    );
    expect(bs).toContain('As at 31 Mar 2026');
    expect(bs).toMatch(/Total liabilities and equity\s+[\d,]+\.00/);
  });
});
