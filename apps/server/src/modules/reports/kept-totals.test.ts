import { customerReceiptsApi, customersApi, invoicesApi, tableReportsApi } from '@tawi/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { useTestApp } from '../../testing/test-app';
import { type Sales, sales } from '../sales/sales.fixture';

// Customer payments and user history total whole months (hours) from the totals their triggers keep
// (migration 0053). Their paged answer (default sort) must total what their rows add up to: the
// loader's answer (another sort) reads every row.
const t = useTestApp();
let s: Sales;
const YEAR = { from: '2026-01-01', to: '2026-10-31' };
const { customerPayments, userHistory } = tableReportsApi;
const api = () => apiClient(t.app, s.token);

beforeAll(async () => {
  s = await sales(t);
});

async function invoice(date: string, unitPrice: number) {
  return api().ok(invoicesApi.create, {
    body: {
      customerId: s.customer.id,
      date,
      status: 'Unpaid',
      lines: [{ description: 'Consulting', unitPrice, qty: 1, taxCategory: 'E' }],
    },
  });
}

function receipt(date: string, amount: number, invoices: Array<{ invoiceId: string; amount: number }>) {
  return api().ok(customerReceiptsApi.create, {
    body: {
      customerId: s.customer.id,
      amount,
      date,
      paymentMethod: 'cash',
      bankAccountId: s.bank.id,
      invoices,
    },
  });
}

/** The paged totals and the totals of every row, for the period and for a branch. */
async function paymentTotals(query: { from: string; to: string; branchId?: string }) {
  const [paged, all] = await Promise.all([
    api().ok(customerPayments, { query }),
    api().ok(customerPayments, { query: { ...query, sort: 'customerName', limit: 500 } }),
  ]);
  expect(paged.total).toBe(all.rows.length);
  expect(paged.totals).toEqual(all.totals);
  return { receipts: paged.total, ...paged.totals };
}

describe('customer payments totals kept per month', () => {
  it('follow receipts made, applied later and voided in another month', async () => {
    const feb = await invoice('2026-02-03', 1000);
    const mar = await invoice('2026-03-03', 600);
    const first = await receipt('2026-02-10', 1500, [{ invoiceId: feb.id, amount: 1000 }]);
    await receipt('2026-03-12', 200, [{ invoiceId: mar.id, amount: 200 }]);
    expect(await paymentTotals(YEAR)).toEqual({ receipts: 2, amount: 1700, applied: 1200 });

    // the 500 held from February's receipt goes to March's invoice in April
    await api().ok(customersApi.applyCredit, {
      params: { id: s.customer.id },
      body: { date: '2026-04-01', invoices: [{ invoiceId: mar.id, amount: 400 }] },
    });
    expect(await paymentTotals(YEAR)).toEqual({ receipts: 2, amount: 1700, applied: 1600 });

    await api().ok(customerReceiptsApi.void, {
      params: { id: first.id },
      body: { reason: 'Cheque bounced', date: '2026-05-02' },
    });
    expect(await paymentTotals(YEAR)).toEqual({ receipts: 1, amount: 200, applied: 200 });
    expect(await paymentTotals({ from: '2026-03-12', to: '2026-03-12' })).toEqual({
      receipts: 1,
      amount: 200,
      applied: 200,
    });
    expect(await paymentTotals({ ...YEAR, branchId: s.branchId })).toEqual({
      receipts: 1,
      amount: 200,
      applied: 200,
    });
  });
});

describe('user history count kept per hour', () => {
  it('counts what the rows are, for the whole log and for one user', async () => {
    const today = { from: '2026-01-01', to: '2099-12-31' };
    for (const query of [today, { ...today, userId: s.owner.user.uid }]) {
      const [paged, all] = await Promise.all([
        api().ok(userHistory, { query }),
        api().ok(userHistory, { query: { ...query, sort: 'userName', limit: 500 } }),
      ]);
      expect(all.rows.length).toBeGreaterThan(3);
      expect(paged.total).toBe(all.rows.length);
    }
    const before = (await api().ok(userHistory, { query: today })).total;
    await invoice('2026-06-01', 50);
    expect((await api().ok(userHistory, { query: today })).total).toBe(before + 1);
  });
});
