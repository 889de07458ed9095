import {
  type Dashboard,
  dashboardApi,
  inventoryApi,
  reportsApi,
  salesDocumentsApi,
  taxApi,
} from '@tawi/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../testing/api-client';
import { staffWithRole, useTestApp } from '../../../testing/test-app';
import { dashboardCompany } from './dashboard.fixture';

const t = useTestApp();
let c: Awaited<ReturnType<typeof dashboardCompany>>;
let board: Dashboard;
beforeAll(async () => {
  c = await dashboardCompany(t);
  board = await c.api.ok(dashboardApi.get, {});
});

const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100;

describe('dashboard of an owner, this month to date (default period)', () => {
  it('covers 1-25 Nov against 7-31 Oct', () => {
    expect(board).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-25',
      previousFrom: '2026-10-07',
      previousTo: '2026-10-31',
    });
  });

  it('sales and gross profit are the P&L income and gross profit of each period', async () => {
    const pl = (from: string, to: string) => c.api.ok(reportsApi.profitAndLoss, { query: { from, to } });
    const [now, before] = await Promise.all([pl('2026-11-01', '2026-11-25'), pl('2026-10-07', '2026-10-31')]);
    // 2,000 + 480 + 120 - 60 credited
    expect(board.kpis.sales).toEqual({ value: 2540, previous: 500 });
    expect(board.kpis.sales).toEqual({ value: now.income.total, previous: before.income.total });
    expect(board.kpis.grossProfit).toEqual({ value: now.grossProfit, previous: before.grossProfit });
    // the credit note returns no soap to stock, so its cost stays in cost of sales
    expect(board.kpis.grossProfit?.value).toBe(2540 - 300 - 80);
  });

  it('receivables are the aging total; overdue its overdue buckets, at 25 Nov and at 31 Oct', async () => {
    const aging = (to: string) => c.api.ok(salesDocumentsApi.receivablesAging, { query: { to } });
    const [now, before] = await Promise.all([aging('2026-11-25'), aging('2026-10-31')]);
    const overdue = (x: typeof now.totals) => sum([x.days1to30, x.days31to60, x.days61to90, x.over90]);
    // 1,160 + 580 + 2,320 + 0 + (139.20 - 69.60)
    expect(board.kpis.receivables).toEqual({ value: 4129.6, previous: 1740 });
    expect(board.kpis.receivables).toEqual({ value: now.totals.total, previous: before.totals.total });
    expect(board.kpis.overdueReceivables).toEqual({ value: 1740, previous: 1160 });
    expect(board.kpis.overdueReceivables).toEqual({
      value: overdue(now.totals),
      previous: overdue(before.totals),
    });
    const { unappliedCredit: _, ...buckets } = now.totals;
    expect(board.series.receivablesAging).toEqual(buckets);
  });

  it('cash is the bank balance; payables the bill due within the week', () => {
    expect(board.kpis.cash).toEqual({ value: 556.8, previous: 0 });
    expect(board.series.cashPosition?.find((a) => a.kind === 'bank' && a.balance !== 0)).toMatchObject({
      balance: 556.8,
    });
    expect(sum(board.series.cashPosition?.map((a) => a.balance) ?? [])).toBe(556.8);
    expect(board.kpis.payablesDueThisWeek).toEqual({ value: 5800, previous: 0 });
  });

  it('stock value and low stock are the inventory summary at 25 Nov and at 31 Oct', async () => {
    const summary = (asOf: string) => c.api.ok(inventoryApi.summary, { query: { asOf } });
    const [now, before] = await Promise.all([summary('2026-11-25'), summary('2026-10-31')]);
    // sugar 7 x 100 + soap 3 x 40 + rice 2 x 50 (the credit note returns no stock)
    expect(board.kpis.stockValue).toEqual({ value: 920, previous: before.company.stockValue });
    expect(board.kpis.stockValue?.value).toBe(now.company.stockValue);
    expect(board.kpis.lowStockCount).toEqual({
      value: 1,
      previous: before.company.lowStock + before.company.outOfStock,
    });
  });

  it("VAT due is October's net VAT, not filed, due 20 Nov; previous September's", async () => {
    const oct = await c.api.ok(taxApi.get, { params: { period: '2026-10' } });
    expect(board.kpis.vatDue).toEqual({ value: 80, previous: 160 });
    expect(board.kpis.vatDue?.value).toBe(oct.netVat);
    expect(board.kpis.vatDueDate).toBe('2026-11-20');
    expect(board.kpis.vatPeriod).toBe('2026-10');
  });

  it('series: sales per day and per branch add up to the sales; top products by invoiced amount', () => {
    expect(board.series.salesByDay).toHaveLength(25);
    expect(board.series.salesByDay?.find((d) => d.date === '2026-11-05')?.netSales).toBe(2000);
    expect(board.series.salesByDay?.find((d) => d.date === '2026-11-21')?.netSales).toBe(-60);
    expect(sum(board.series.salesByDay?.map((d) => d.netSales) ?? [])).toBe(2540);
    expect(board.series.salesByBranch?.map((b) => [b.branchName, b.netSales])).toEqual([
      ['Mombasa', 2000],
      [expect.any(String), 540],
    ]);
    expect(board.series.topProducts?.map((p) => [p.sku, p.quantity, p.netSales])).toEqual([
      ['SUGAR-1', 3, 480],
      ['SOAP-1', 2, 120],
    ]);
  });

  it('needs attention: overdue invoices, the bill due, the low product, each with its page', () => {
    expect(board.attention).toEqual([
      { kind: 'overdue-invoices', count: 2, link: '/dashboard/invoices?overdue=true' },
      { kind: 'bills-due-this-week', count: 1, link: '/dashboard/bills?status=Unpaid' },
      { kind: 'low-stock', count: 1, link: '/dashboard/inventory-summary' },
    ]);
  });
});

describe('branch filter and roles', () => {
  it('one branch: only its figures', async () => {
    const mombasa = await c.api.ok(dashboardApi.get, { query: { branchId: c.mombasa.id } });
    expect(mombasa.kpis.sales).toEqual({ value: 2000, previous: 0 });
    expect(mombasa.kpis.receivables).toEqual({ value: 2320, previous: 0 });
    expect(mombasa.kpis.cash).toEqual({ value: 0, previous: 0 });
    expect(mombasa.kpis.stockValue?.value).toBe(0);
    expect(mombasa.series.salesByBranch?.map((b) => b.branchName)).toEqual(['Mombasa']);
  });

  it('a chosen period: previous is the period of equal length before it', async () => {
    const oct = await c.api.ok(dashboardApi.get, { query: { from: '2026-10-01', to: '2026-10-31' } });
    expect(oct).toMatchObject({ previousFrom: '2026-08-31', previousTo: '2026-09-30' });
    expect(oct.kpis.sales).toEqual({ value: 500, previous: 1000 });
    expect(oct.kpis.receivables).toEqual({ value: 1740, previous: 1160 });
  });

  it('a storekeeper sees low stock and payables; no sales, profit, cash, receivables, VAT or stock value (no costs:read)', async () => {
    const keeper = await staffWithRole(t.app, c.owner, 'storekeeper');
    const res = await apiClient(t.app, keeper.token).ok(dashboardApi.get, {});
    expect(Object.keys(res.kpis).sort()).toEqual(['lowStockCount', 'payablesDueThisWeek']);
    expect(Object.keys(res.series)).toEqual([]);
    expect(board.kpis.stockValue?.value).toBe(920);
    const other = await apiClient(t.app, keeper.token).call(dashboardApi.get, {
      query: { branchId: c.mombasa.id },
    });
    expect(other.status).toBe(403);
  });

  it('an owner sees every figure', () => {
    expect(Object.keys(board.kpis).sort()).toEqual(
      [
        'cash',
        'grossProfit',
        'lowStockCount',
        'overdueReceivables',
        'payablesDueThisWeek',
        'receivables',
        'sales',
        'stockValue',
        'vatDue',
        'vatDueDate',
        'vatPeriod',
      ].sort(),
    );
    expect(Object.keys(board.series).sort()).toEqual(
      ['cashPosition', 'receivablesAging', 'salesByBranch', 'salesByDay', 'topProducts'].sort(),
    );
  });
});
