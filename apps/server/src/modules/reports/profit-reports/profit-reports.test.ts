import { reportsApi, tableReportsApi } from '@tawi/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app';
import { dashboardCompany } from '../dashboard/dashboard.fixture';

const t = useTestApp();
let c: Awaited<ReturnType<typeof dashboardCompany>>;
const PERIOD = { from: '2026-09-10', to: '2026-11-25' };

/** The dashboard's company (dashboard.fixture.ts): sales in Sep, Oct and Nov, the internet bill in Nov. */
beforeAll(async () => {
  c = await dashboardCompany(t);
});

const plFigures = (pl: {
  income: { total: number };
  costOfSales: { total: number };
  grossProfit: number;
  expenses: { total: number };
  netProfit: number;
}) => ({
  income: pl.income.total,
  costOfSales: pl.costOfSales.total,
  grossProfit: pl.grossProfit,
  expenses: pl.expenses.total,
  netProfit: pl.netProfit,
});

describe('profit by month', () => {
  it('has one row per month of the period, the first clamped to it, by hand', async () => {
    const answer = await c.api.ok(tableReportsApi.profitByMonth, {
      query: { from: '2026-09-01', to: '2026-11-25' },
    });
    expect(answer.rows.map((r) => [r.month, r.from, r.to, r.income, r.expenses, r.netProfit])).toEqual([
      // consulting 1,000 on 1 Sep
      ['2026-09', '2026-09-01', '2026-09-30', 1000, 0, 1000],
      // consulting 500 on 15 Oct
      ['2026-10', '2026-10-01', '2026-10-31', 500, 0, 500],
      // installation 2,000 + sugar 480 + soap 120 - 60 credited; internet 5,000 before VAT
      ['2026-11', '2026-11-01', '2026-11-25', 2540, 5000, expect.any(Number)],
    ]);
    const november = answer.rows[2];
    expect(november?.grossProfit).toBe(2540 - (november?.costOfSales ?? 0));
    expect(november?.netProfit).toBe(2540 - (november?.costOfSales ?? 0) - 5000);
  });

  it('sums to the P&L of the period, for every branch and for one', async () => {
    for (const branchId of [undefined, c.mombasa.id]) {
      const query = { ...PERIOD, ...(branchId && { branchId }) };
      const [answer, pl] = await Promise.all([
        c.api.ok(tableReportsApi.profitByMonth, { query }),
        c.api.ok(reportsApi.profitAndLoss, { query }),
      ]);
      expect(answer.rows[0]).toMatchObject({ month: '2026-09', from: '2026-09-10', to: '2026-09-30' });
      expect(answer.totals).toEqual(plFigures(pl));
    }
    const mombasa = await c.api.ok(tableReportsApi.profitByMonth, {
      query: { ...PERIOD, branchId: c.mombasa.id },
    });
    expect(mombasa.rows.map((r) => r.income)).toEqual([0, 0, 2000]);
  });

  it('spans twelve months for a financial year, sorts and pages', async () => {
    const year = { from: '2026-01-01', to: '2026-12-31' };
    const all = await c.api.ok(tableReportsApi.profitByMonth, { query: year });
    expect(all.rows.map((r) => r.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    );
    const pl = await c.api.ok(reportsApi.profitAndLoss, { query: year });
    expect(all.totals).toEqual(plFigures(pl));
    const best = await c.api.ok(tableReportsApi.profitByMonth, {
      query: { ...year, sort: '-income', limit: 2, page: 1 },
    });
    expect(best.rows.map((r) => [r.month, r.income])).toEqual([
      ['2026-11', 2540],
      ['2026-09', 1000],
    ]);
    expect(best).toMatchObject({ total: 12, sort: '-income' });
    const page2 = await c.api.ok(tableReportsApi.profitByMonth, {
      query: { ...year, sort: '-income', limit: 2, page: 2 },
    });
    expect(page2.rows[0]).toMatchObject({ month: '2026-10', income: 500 });
  });

  it('downloads the visible columns as CSV (no hidden days)', async () => {
    const csv = await c.api.call(tableReportsApi.profitByMonth, { query: { ...PERIOD, format: 'csv' } });
    const lines = csv.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Month,Income,Cost of sales,Gross profit,Expenses,Net profit');
    expect(lines[1]).toBe('2026-09,0.00,0.00,0.00,0.00,0.00');
    expect(lines).toHaveLength(5);
  });
});

describe('profit by branch', () => {
  it('puts each branch P&L side by side; they sum to the all-branch P&L', async () => {
    const [answer, pl] = await Promise.all([
      c.api.ok(tableReportsApi.profitByBranch, { query: PERIOD }),
      c.api.ok(reportsApi.profitAndLoss, { query: PERIOD }),
    ]);
    // Mombasa: installation 2,000; Nairobi (the first branch): 500 + 480 + 120 - 60, internet 5,000
    expect(answer.rows.map((r) => [r.branchName, r.income, r.expenses])).toEqual([
      ['Mombasa', 2000, 0],
      [expect.any(String), 1040, 5000],
    ]);
    expect(answer.totals).toEqual(plFigures(pl));
    for (const row of answer.rows) {
      const one = await c.api.ok(reportsApi.profitAndLoss, {
        query: { ...PERIOD, branchId: row.branchId ?? '' },
      });
      expect([row.income, row.netProfit]).toEqual([one.income.total, one.netProfit]);
    }
  });

  it('keeps to the branch asked for, sorts by a figure and refuses an unknown column', async () => {
    const one = await c.api.ok(tableReportsApi.profitByBranch, {
      query: { ...PERIOD, branchId: c.mombasa.id },
    });
    expect(one.rows.map((r) => r.branchName)).toEqual(['Mombasa']);
    const sorted = await c.api.ok(tableReportsApi.profitByBranch, { query: { ...PERIOD, sort: '-income' } });
    expect(sorted.rows.map((r) => r.income)).toEqual([2000, 1040]);
    const bad = await c.api.call(tableReportsApi.profitByBranch, { query: { ...PERIOD, sort: 'branchId' } });
    expect(bad.status).toBe(400);
  });

  it('answers the CSV with the letterhead-free rows and the PDF', async () => {
    const csv = await c.api.call(tableReportsApi.profitByBranch, { query: { ...PERIOD, format: 'csv' } });
    expect(csv.text.split(/\r?\n/)[1]).toBe('Mombasa,2000.00,0.00,2000.00,0.00,2000.00');
    const pdf = await c.api.call(tableReportsApi.profitByBranch, { query: { ...PERIOD, format: 'pdf' } });
    expect(pdf.raw.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
