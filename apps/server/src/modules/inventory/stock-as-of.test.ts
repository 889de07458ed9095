import { customersApi, inventoryApi, invoicesApi, reportsApi, transfersApi } from '@tawi/contracts';
import { addDays, todayIn } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectInventoryTieOut } from '../../testing/inventory-invariants';
import { useTestApp } from '../../testing/test-app';
import { shop } from './inventory.fixture';

const t = useTestApp();

describe('stock as at a date', () => {
  it('per product and branch from the movements; its value is the inventory account as at that day', async () => {
    const s = await shop(t);
    const today = todayIn();
    const yesterday = addDays(today, -1);
    const sugar = await s.product({ sku: 'SUGAR', name: 'Sugar 1 kg', costPrice: 100 });
    const tea = await s.product({ sku: 'TEA', name: 'Tea leaves', costPrice: 40 });
    // yesterday: 10 sugar at 100 into Nairobi, 5 tea at 40 into Mombasa
    for (const [id, quantity, unitCost, branchId] of [
      [sugar.id, 10, 100, s.home],
      [tea.id, 5, 40, s.mombasa],
    ] as const) {
      const res = await s.adjust(id, quantity, { unitCost, date: yesterday }, branchId);
      expect(res.status, res.text).toBe(200);
    }
    // today: 3 sugar sold, 2 sent to Mombasa and still on the road
    const api = apiClient(t.app, s.token);
    const customer = await api.call(customersApi.create, {
      body: { name: 'Kilimani Grocers', paymentTerms: 'net_30' },
    });
    const sale = await api.call(invoicesApi.create, {
      body: {
        customerId: customer.body.id,
        date: today,
        lines: [{ productId: sugar.id, description: 'Sugar', qty: 3, unitPrice: 160, taxCategory: 'B' }],
      },
    });
    expect(sale.status, sale.text).toBe(201);
    const trn = await api.call(transfersApi.create, {
      body: { toBranchId: s.mombasa, items: [{ sku: 'SUGAR', qty: 2 }] },
    });
    expect((await api.call(transfersApi.dispatch, { params: { id: trn.body.id } })).status).toBe(200);

    const summary = async (asOf?: string) => {
      const res = await api.call(inventoryApi.summary, { ...(asOf && { query: { asOf } }) });
      expect(res.status, res.text).toBe(200);
      return res.body;
    };
    /** The trial balance's closing debit balance of an account as at the end of `to`. */
    const books = async (to: string, code: string) => {
      const tb = await api.ok(reportsApi.trialBalance, { query: { from: to, to } });
      const row = tb.rows.find((r) => r.accountCode === code);
      return row ? row.debit - row.credit : 0;
    };
    const item = (
      p: { id: string; sku: string },
      name: string,
      branchId: string,
      quantity: number,
      value: number,
    ) => ({
      productId: p.id,
      sku: p.sku,
      name,
      branchId,
      branchName: branchId === s.home ? 'Nairobi' : 'Mombasa',
      quantity,
      value,
    });

    const before = await summary(yesterday);
    expect(before.asOf).toBe(yesterday);
    expect(before.items).toEqual([
      item(sugar, 'Sugar 1 kg', s.home, 10, 1000),
      item(tea, 'Tea leaves', s.mombasa, 5, 200),
    ]);
    expect(before.company).toMatchObject({ products: 2, units: 15, stockValue: 1200 });
    expect(before.inTransit).toEqual({ transfers: 0, units: 0, value: 0 });
    expect(await books(yesterday, '1200')).toBe(1200);

    const now = await summary(today);
    expect(now.items).toEqual([
      item(sugar, 'Sugar 1 kg', s.home, 5, 500),
      item(tea, 'Tea leaves', s.mombasa, 5, 200),
    ]);
    expect(now.company).toMatchObject({ products: 2, units: 10, stockValue: 700 });
    expect(now.inTransit).toEqual({ transfers: 1, units: 2, value: 200 });
    expect(await books(today, '1200')).toBe(700);
    expect(await books(today, '1210')).toBe(200);

    // without asOf: the stock rows now, the same figures, no items
    const current = await summary();
    expect(current).not.toHaveProperty('items');
    expect(current.company).toEqual(now.company);
    expect(current.branches).toEqual(now.branches);
    expect(current.inTransit).toEqual(now.inTransit);

    // any date is a filter: before anything happened there was nothing
    const early = await summary('1800-01-01');
    expect(early.items).toEqual([]);
    expect(early.company).toMatchObject({ units: 0, stockValue: 0 });
    await expectInventoryTieOut(t.database.db, s.companyId);
  });
});
