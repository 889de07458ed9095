import { reportsApi, tableReportsApi } from '@tawi/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app';
import { stockTradeCompany } from './stock-trade.fixture';

const t = useTestApp();
let c: Awaited<ReturnType<typeof stockTradeCompany>>;
const NOVEMBER = { from: '2026-11-01', to: '2026-11-25' };

/** Figures of stockTradeCompany (see its comment). */
beforeAll(async () => {
  c = await stockTradeCompany(t);
});

/** The inventory account's debit balance in the trial balance as at `to` (one branch or all). */
async function inventoryAccount(to: string, branchId?: string) {
  const tb = await c.api.ok(reportsApi.trialBalance, { query: { to, ...(branchId && { branchId }) } });
  const row = tb.rows.find((r) => r.accountCode === '1200');
  return (row?.debit ?? 0) - (row?.credit ?? 0);
}

describe('inventory valuation', () => {
  it('values each product in each branch at cost as at a day, equal to the inventory account', async () => {
    const report = tableReportsApi.inventoryValuation;
    const now = await c.api.ok(report, { query: { asOf: '2026-11-25' } });
    expect(now.rows.map((r) => [r.sku, r.branchName, r.quantity, r.value])).toEqual([
      ['FLOUR-2', 'Mombasa', 10, 1500],
      ['FLOUR-2', expect.any(String), 100, 15000],
      ['OIL-1', expect.any(String), 33, 9900],
    ]);
    expect(now.totals).toEqual({ quantity: 143, value: 26400 });
    expect(now.to).toBe('2026-11-25');
    const october = await c.api.ok(report, { query: { asOf: '2026-10-31', sort: '-value' } });
    expect(october.rows.map((r) => [r.sku, r.quantity, r.value])).toEqual([
      ['FLOUR-2', 130, 19500],
      ['OIL-1', 40, 12000],
    ]);
    for (const [asOf, branchId] of [
      ['2026-11-25', undefined],
      ['2026-11-25', c.mombasa.id],
      ['2026-11-25', c.branchId],
      ['2026-10-31', undefined],
    ] as const) {
      const answer = await c.api.ok(report, { query: { asOf, ...(branchId && { branchId }) } });
      expect(answer.totals.value, `${asOf} ${branchId ?? 'all'}`).toBe(
        await inventoryAccount(asOf, branchId),
      );
    }
  });
});

describe('stock movements', () => {
  it('lists every movement of the period with its document and the page it opens', async () => {
    const report = tableReportsApi.stockMovements;
    const answer = await c.api.ok(report, { query: { ...NOVEMBER, sort: 'date' } });
    expect(answer.rows.map((r) => [r.date, r.sku, r.kind, r.quantity, r.unitCost, r.value])).toEqual([
      ['2026-11-10', 'FLOUR-2', 'Sale', -20, 150, -3000],
      ['2026-11-12', 'FLOUR-2', 'Transfer out', -10, 150, -1500],
      ['2026-11-14', 'FLOUR-2', 'Transfer in', 10, 150, 1500],
      ['2026-11-15', 'OIL-1', 'Adjustment', -2, 300, -600],
      ['2026-11-20', 'OIL-1', 'Transfer out', -5, 300, -1500],
    ]);
    expect(answer.rows[0]).toMatchObject({
      document: c.sale.invoiceNumber,
      documentLink: `/dashboard/invoices/${c.sale.id}`,
    });
    expect(answer.rows[1]).toMatchObject({
      document: 'TRN-0001',
      documentLink: '/dashboard/transfers?search=TRN-0001',
    });
    expect(answer.rows[3]).toMatchObject({ document: 'Damaged', documentLink: null });
    // the period's movements are the change of the inventory account over it
    expect(answer.totals).toEqual({ quantity: -27, value: -5100 });
    expect(answer.totals.value).toBe(
      Math.round(((await inventoryAccount('2026-11-25')) - (await inventoryAccount('2026-10-31'))) * 100) /
        100,
    );
  });

  it('filters by product and branch, links goods received to their order, and pages', async () => {
    const report = tableReportsApi.stockMovements;
    const flour = await c.api.ok(report, { query: { ...NOVEMBER, productId: c.flour.id } });
    expect(flour.rows.map((r) => r.kind)).toEqual(['Transfer in', 'Transfer out', 'Sale']);
    const mombasa = await c.api.ok(report, { query: { ...NOVEMBER, branchId: c.mombasa.id } });
    expect(mombasa.rows.map((r) => [r.kind, r.quantity])).toEqual([['Transfer in', 10]]);
    const september = await c.api.ok(report, {
      query: { from: '2026-09-01', to: '2026-09-30', sort: 'sku', limit: 1, page: 2 },
    });
    expect(september).toMatchObject({ total: 2, totals: { quantity: 140, value: 27000 } });
    expect(september.rows).toEqual([
      expect.objectContaining({
        sku: 'OIL-1',
        kind: 'Goods received',
        document: 'GRN-0001',
        documentLink: `/dashboard/purchase-orders/${c.lpo1.id}`,
      }),
    ]);
  });

  it('counts and totals the pages by date (whole months kept, edge days read) as the whole list', async () => {
    const report = tableReportsApi.stockMovements;
    const periods = [
      { from: '2026-09-01', to: '2026-11-25' },
      { from: '2026-09-15', to: '2026-11-30' },
      { from: '2026-01-01', to: '2026-12-31' },
      { from: '2026-09-01', to: '2026-11-25', productId: c.flour.id },
      { from: '2026-09-01', to: '2026-11-25', branchId: c.mombasa.id },
    ];
    for (const query of periods) {
      // the default sort (date) pages in SQL; a sort by SKU sorts the loader's rows
      const paged = await c.api.ok(report, { query: { ...query, limit: 1 } });
      const whole = await c.api.ok(report, { query: { ...query, sort: 'sku', limit: 100 } });
      expect(whole.rows.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(paged.total, JSON.stringify(query)).toBe(whole.rows.length);
      expect(paged.totals, JSON.stringify(query)).toEqual({
        quantity: whole.rows.reduce((n, r) => n + (r.quantity ?? 0), 0),
        value: Math.round(whole.rows.reduce((n, r) => n + (r.value ?? 0) * 100, 0)) / 100,
      });
    }
  });
});

describe('inventory turnover', () => {
  it('sets cost of sales against the average stock value, and sums to the cost of sales in the P&L', async () => {
    const report = tableReportsApi.inventoryTurnover;
    const answer = await c.api.ok(report, { query: NOVEMBER });
    // flour: opening 19,500, closing 16,500, average 18,000; cost of sales 3,000 over 25 days
    // oil: opening 12,000, closing 9,900 (+1,500 in transit is not stock), nothing sold
    expect(
      answer.rows.map((r) => [r.sku, r.costOfSales, r.averageStockValue, r.turnover, r.daysOfCover]),
    ).toEqual([
      ['OIL-1', 0, 10950, 0, null],
      ['FLOUR-2', 3000, 18000, 0.17, 137.5],
    ]);
    const pl = await c.api.ok(reportsApi.profitAndLoss, { query: NOVEMBER });
    expect(answer.totals.costOfSales).toBe(pl.costOfSales.total);
    const opening = await inventoryAccount('2026-10-31');
    const closing = await inventoryAccount('2026-11-25');
    expect(answer.totals.averageStockValue).toBe((opening + closing) / 2);
  });
});

describe('inventory turnover over any period', () => {
  it('agrees with the P&L and the inventory account whether its ends cut months or not', async () => {
    const report = tableReportsApi.inventoryTurnover;
    const cents = (n: number) => Math.round(n * 100) / 100;
    for (const period of [
      { from: '2026-09-09', to: '2026-11-12' },
      { from: '2026-10-01', to: '2026-10-31' },
      { from: '2026-11-11', to: '2026-11-21' },
      { from: '2026-09-01', to: '2026-11-30' },
      { from: '2026-01-01', to: '2026-09-07' },
    ]) {
      for (const branchId of [undefined, c.mombasa.id]) {
        const query = { ...period, ...(branchId && { branchId }) };
        const answer = await c.api.ok(report, { query });
        const pl = await c.api.ok(reportsApi.profitAndLoss, { query });
        expect(answer.totals.costOfSales).toBe(pl.costOfSales.total);
        const dayBefore = new Date(Date.parse(`${period.from}T00:00:00Z`) - 86_400_000)
          .toISOString()
          .slice(0, 10);
        const average =
          ((await inventoryAccount(dayBefore, branchId)) + (await inventoryAccount(period.to, branchId))) / 2;
        expect(answer.totals.averageStockValue).toBe(cents(average));
      }
    }
  });
});

describe('transfer history', () => {
  it('shows each transfer with its value, dates and days in transit up to today', async () => {
    const report = tableReportsApi.transferHistory;
    const answer = await c.api.ok(report, { query: NOVEMBER });
    expect(
      answer.rows.map((r) => [
        r.transferNumber,
        r.to,
        r.status,
        r.value,
        r.dispatchedAt,
        r.receivedAt,
        r.daysInTransit,
      ]),
    ).toEqual([
      ['TRN-0002', 'Mombasa', 'In Transit', 1500, '2026-11-20', null, 5],
      ['TRN-0001', 'Mombasa', 'Received', 1500, '2026-11-12', '2026-11-14', 2],
    ]);
    expect(answer.totals).toEqual({ value: 3000 });
    const october = await c.api.ok(report, { query: { from: '2026-10-01', to: '2026-10-31' } });
    expect(october.rows).toEqual([]);
    const byValue = await c.api.ok(report, { query: { ...NOVEMBER, sort: 'daysInTransit', limit: 1 } });
    expect(byValue.rows.map((r) => r.transferNumber)).toEqual(['TRN-0001']);
  });

  it('pages by dispatch date from SQL in the order of the whole sorted list, with the totals of all', async () => {
    const report = tableReportsApi.transferHistory;
    for (const sort of ['-dispatchedAt', 'dispatchedAt']) {
      const whole = await c.api.ok(report, { query: { ...NOVEMBER, sort } });
      const pages = [];
      for (let page = 1; page <= whole.total; page++) {
        const one = await c.api.ok(report, { query: { ...NOVEMBER, sort, limit: 1, page } });
        expect([one.total, one.totals]).toEqual([2, { value: 3000 }]);
        pages.push(...one.rows);
      }
      expect(pages).toEqual(whole.rows);
      const dates = whole.rows.map((r) => r.dispatchedAt);
      expect(dates).toEqual(
        sort === 'dispatchedAt' ? ['2026-11-12', '2026-11-20'] : ['2026-11-20', '2026-11-12'],
      );
    }
    const mombasa = await c.api.ok(report, { query: { ...NOVEMBER, branchId: c.mombasa.id } });
    expect(mombasa.rows.map((r) => r.transferNumber)).toEqual(['TRN-0002', 'TRN-0001']);
  });
});
