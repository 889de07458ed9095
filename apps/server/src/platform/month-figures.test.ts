import { invoicesApi, tableReportsApi } from '@tawi/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Sales, sales } from '../modules/sales/sales.fixture';
import { apiClient } from '../testing/api-client';
import { useTestApp } from '../testing/test-app';

// The sales reports keep whole months in a cache while nothing is posted in them (month-figures.ts):
// a change to a past month, the current one or one with nothing posted must show at once.
const t = useTestApp();
let s: Sales;
const YEAR = { from: '2026-01-01', to: '2026-10-31' };
const { salesByProduct, topCustomers, customerRetention } = tableReportsApi;

beforeAll(async () => {
  s = await sales(t);
});

const api = () => apiClient(t.app, s.token);

async function figures() {
  const [products, customers] = await Promise.all([
    api().ok(salesByProduct, { query: YEAR }),
    api().ok(topCustomers, { query: YEAR }),
  ]);
  const sugar = products.rows.find((r) => r.sku === 'SUGAR-1');
  const services = products.rows.find((r) => r.productId === null);
  return {
    sugar: [sugar?.quantity ?? 0, sugar?.netSales ?? 0, sugar?.costOfSales ?? 0],
    services: services?.quantity ?? 0,
    invoices: customers.rows[0]?.invoices ?? 0,
    netSales: customers.totals.netSales ?? 0,
  };
}

function invoice(date: string, line: { productId?: string; unitPrice: number; qty: number }) {
  return api().ok(invoicesApi.create, {
    body: {
      customerId: s.customer.id,
      date,
      status: 'Unpaid',
      lines: [{ description: 'Goods', taxCategory: 'E', ...line }],
    },
  });
}

describe('sales figures kept per month', () => {
  it('show an invoice backdated into a month read before, and its void dated in another', async () => {
    await invoice('2026-02-10', { productId: s.sugar.id, unitPrice: 160, qty: 1 });
    expect(await figures()).toEqual({ sugar: [1, 160, 100], services: 0, invoices: 1, netSales: 160 });
    expect(await figures(), 'read again from the kept months').toEqual(await figures());

    const march = await invoice('2026-03-05', { productId: s.sugar.id, unitPrice: 150, qty: 2 });
    expect(await figures()).toEqual({ sugar: [3, 460, 300], services: 0, invoices: 2, netSales: 460 });

    await api().ok(invoicesApi.void, {
      params: { id: march.id },
      body: { date: '2026-04-02', reason: null },
    });
    // voided by the period's end: no longer counted, and its sales and cost taken back in April
    expect(await figures()).toEqual({ sugar: [1, 160, 100], services: 0, invoices: 1, netSales: 160 });
  });

  it('show a free invoice, which posts nothing, and its void', async () => {
    const free = await invoice('2026-05-15', { unitPrice: 0, qty: 4 });
    expect(await figures()).toMatchObject({ services: 4, invoices: 2, netSales: 160 });
    await api().ok(invoicesApi.void, { params: { id: free.id }, body: { date: '2026-06-01', reason: null } });
    expect(await figures()).toMatchObject({ services: 0, invoices: 1, netSales: 160 });
  });

  it('answer a period ending mid-month from its days, and a month after its last day', async () => {
    const october = { from: '2026-10-01', to: '2026-10-20' };
    await invoice('2026-10-20', { productId: s.sugar.id, unitPrice: 170, qty: 1 });
    const partial = await api().ok(salesByProduct, { query: october });
    expect(partial.rows.map((r) => [r.sku, r.quantity, r.netSales])).toEqual([['SUGAR-1', 1, 170]]);
    await invoice('2026-10-25', { productId: s.sugar.id, unitPrice: 170, qty: 1 });
    expect((await api().ok(salesByProduct, { query: october })).totals.netSales).toBe(170);
    expect((await figures()).sugar).toEqual([3, 500, 300]);
  });

  it('take back the buyer of a month when its invoice is voided in a later one (customer retention)', async () => {
    const april = async () => (await api().ok(customerRetention, { query: YEAR })).rows[0]?.month2;
    expect(await april()).toBe(0);
    const sale = await invoice('2026-04-08', { productId: s.sugar.id, unitPrice: 160, qty: 1 });
    expect(await april()).toBe(100);
    await api().ok(invoicesApi.void, { params: { id: sale.id }, body: { date: '2026-06-03', reason: null } });
    expect(await april()).toBe(0);
  });
});
