import { customersApi, reportsApi, tableReportsApi } from '@tawi/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app';
import { salesTablesCompany } from './sales-tables.fixture';

const t = useTestApp();
let c: Awaited<ReturnType<typeof salesTablesCompany>>;
const PERIOD = { from: '2026-09-01', to: '2026-11-25' };
const { salesByProduct, salesByBranch, topCustomers, salesByPeriod } = tableReportsApi;

// The company of sales-tables.fixture.ts.
beforeAll(async () => {
  c = await salesTablesCompany(t);
});

describe('sales by product', () => {
  it('nets quantity, sales and cost of each product after voids and credit notes', async () => {
    const answer = await c.api.ok(salesByProduct, { query: PERIOD });
    expect(
      answer.rows.map((r) => [
        r.sku,
        r.name,
        r.quantity,
        r.netSales,
        r.costOfSales,
        r.grossProfit,
        r.marginPercent,
      ]),
    ).toEqual([
      // consulting 1,000 + 500, installation 2,000, delivery 2 x 1,500 less 1,500 credited (no stock back)
      [null, 'Services and other lines', 5, 5000, 0, 5000, 100],
      // 3 x 160 (cost 300); 1 x 160 (cost 100) voided: quantity, sales and cost all back
      ['SUGAR-1', 'Sugar 1 kg', 3, 480, 300, 180, 37.5],
      // 2 x 60 (cost 80) less 60 credited (kept: no stock back); 1 x 60 (cost 40) returned to stock
      ['SOAP-1', 'Bar soap', 2, 60, 80, -20, -33.33],
    ]);
    expect(answer.totals).toEqual({
      quantity: 10,
      netSales: 5540,
      costOfSales: 380,
      grossProfit: 5160,
      marginPercent: 93.14,
    });
  });

  it('sums to the income and cost of sales of the profit and loss, for every branch and for one', async () => {
    for (const query of [
      PERIOD,
      { ...PERIOD, branchId: c.mombasa.id },
      { from: '2026-11-13', to: '2026-11-25' },
    ]) {
      const [products, branches, pl] = await Promise.all([
        c.api.ok(salesByProduct, { query }),
        c.api.ok(salesByBranch, { query }),
        c.api.ok(reportsApi.profitAndLoss, { query }),
      ]);
      for (const answer of [products, branches]) {
        expect(answer.totals.netSales).toBe(pl.income.total);
        expect(answer.totals.costOfSales).toBe(pl.costOfSales.total);
        expect(answer.totals.grossProfit).toBe(pl.grossProfit);
      }
    }
    const mombasa = await c.api.ok(salesByProduct, { query: { ...PERIOD, branchId: c.mombasa.id } });
    expect(mombasa.rows).toEqual([expect.objectContaining({ productId: null, quantity: 1, netSales: 2000 })]);
  });

  it('sorts by any shown column and pages', async () => {
    const page = await c.api.ok(salesByProduct, { query: { ...PERIOD, sort: 'sku', limit: 2, page: 1 } });
    // empty values last, whichever the direction
    expect(page.rows.map((r) => r.sku)).toEqual(['SOAP-1', 'SUGAR-1']);
    expect(page).toMatchObject({ total: 3, limit: 2, sort: 'sku' });
    const byMargin = await c.api.ok(salesByProduct, { query: { ...PERIOD, sort: 'marginPercent' } });
    expect(byMargin.rows.map((r) => r.marginPercent)).toEqual([-33.33, 37.5, 100]);
  });
});

describe('sales by branch', () => {
  it('nets sales and cost of sales per branch', async () => {
    const answer = await c.api.ok(salesByBranch, { query: PERIOD });
    expect(answer.rows.map((r) => [r.branchId, r.netSales, r.costOfSales, r.grossProfit])).toEqual([
      // 1,000 + 500 + 480 + 60 (soap) + 1,500 (delivery) + 0 (sugar voided, soap returned)
      [c.branchId, 3540, 380, 3160],
      [c.mombasa.id, 2000, 0, 2000],
    ]);
    expect(answer.rows[1]?.branchName).toBe('Mombasa');
    const one = await c.api.ok(salesByBranch, { query: { ...PERIOD, branchId: c.mombasa.id } });
    expect(one.rows.map((r) => r.branchName)).toEqual(['Mombasa']);
    const byName = await c.api.ok(salesByBranch, {
      query: { ...PERIOD, sort: 'branchName', limit: 1, page: 2 },
    });
    expect(byName.rows.map((r) => r.branchName)).toEqual(['Nairobi']);
    expect(byName.totals.netSales).toBe(5540);
  });
});

describe('top customers', () => {
  it('lists the biggest buyers, ten a page by default, with their tier at the period end', async () => {
    const answer = await c.api.ok(topCustomers, { query: PERIOD });
    expect(answer.rows.map((r) => [r.customerName, r.invoices, r.netSales, r.tier])).toEqual([
      // 4,040 over the 12 months to 25 Nov: Silver
      ['Nakuru Hardware Ltd', 5, 4040, 'Silver'],
      // delivery 3,000 - 1,500 credited, soap 60 - 60, sugar voided; 300,000 in January: Gold
      ['Kisumu Traders', 2, 1500, 'Gold'],
    ]);
    expect(answer).toMatchObject({ limit: 10, sort: '-netSales', total: 2 });
    const january = await c.api.ok(topCustomers, {
      query: { from: '2026-01-01', to: '2026-01-31', limit: 5 },
    });
    expect(january.rows).toEqual([
      expect.objectContaining({ customerName: 'Kisumu Traders', netSales: 300_000, tier: 'Gold' }),
    ]);
    expect(january.limit).toBe(5);
  });

  it('shows the tier on the customer record: none for a customer who bought nothing', async () => {
    const [kisumu, eldoret, list] = await Promise.all([
      c.api.ok(customersApi.get, { params: { id: c.kisumu.id } }),
      c.api.ok(customersApi.get, { params: { id: c.eldoret.id } }),
      c.api.ok(customersApi.list, { query: { sort: 'name' } }),
    ]);
    expect(kisumu.tier).toBe('Gold');
    expect(eldoret.tier).toBeNull();
    expect(list.items.map((r) => [r.name, r.tier])).toEqual([
      ['Eldoret Supplies', null],
      ['Kisumu Traders', 'Gold'],
      ['Nakuru Hardware Ltd', 'Silver'],
    ]);
  });
});

describe('sales by period', () => {
  it('weeks (Monday to Sunday) beside the same weeks of the 21 days before', async () => {
    const query = { from: '2026-11-02', to: '2026-11-22', interval: 'week' as const };
    const answer = await c.api.ok(salesByPeriod, { query });
    expect(answer.rows.map((r) => [r.period, r.netSales, r.previousNetSales])).toEqual([
      // installation 2,000 | 12-18 Oct: consulting 500
      ['2026-11-02', 2000, 500],
      // sugar 480, delivery 3,000, soap 60 (sugar 160 issued and voided) | 19-25 Oct: nothing
      ['2026-11-09', 3540, 0],
      // soap 120 less credits 60 + 60 + 1,500 | 26 Oct-1 Nov: nothing
      ['2026-11-16', -1500, 0],
    ]);
    const [pl, previousPl] = await Promise.all([
      c.api.ok(reportsApi.profitAndLoss, { query: { from: query.from, to: query.to } }),
      c.api.ok(reportsApi.profitAndLoss, { query: { from: '2026-10-12', to: '2026-11-01' } }),
    ]);
    expect(answer.totals).toEqual({ netSales: pl.income.total, previousNetSales: previousPl.income.total });
  });

  it('months beside the same days as many months before; days every one, with or without sales', async () => {
    const months = await c.api.ok(salesByPeriod, {
      query: { from: '2026-10-01', to: '2026-11-25', interval: 'month' },
    });
    expect(months.rows.map((r) => [r.period, r.netSales, r.previousNetSales])).toEqual([
      ['2026-10', 500, 0], // against August
      ['2026-11', 4040, 1000], // 1-25 Nov against 1-25 Sep
    ]);
    const days = await c.api.ok(salesByPeriod, {
      query: { from: '2026-11-15', to: '2026-11-16', interval: 'day', branchId: c.branchId, sort: '-period' },
    });
    expect(days.rows.map((r) => [r.period, r.netSales, r.previousNetSales])).toEqual([
      ['2026-11-16', -60, 60], // soap returned | 14 Nov: soap sold
      ['2026-11-15', -160, 0], // sugar voided | 13 Nov: nothing
    ]);
    const mombasa = await c.api.ok(salesByPeriod, {
      query: { from: '2026-11-15', to: '2026-11-16', interval: 'day', branchId: c.mombasa.id },
    });
    expect(mombasa.rows.map((r) => [r.period, r.netSales, r.previousNetSales])).toEqual([
      ['2026-11-15', 0, 0],
      ['2026-11-16', 0, 0],
    ]);
  });

  it('refuses an interval it does not know', async () => {
    const bad = await c.api.call(salesByPeriod, { query: { ...PERIOD, interval: 'year' as 'day' } });
    expect(bad.status).toBe(400);
  });
});
