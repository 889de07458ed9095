import { productsApi, reportsApi } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectInventoryTieOut } from '../../testing/inventory-invariants';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { staffWithRole, useTestApp } from '../../testing/test-app';
import { shop } from './inventory.fixture';

const t = useTestApp();

describe('stock at moving average cost, posted to the ledger', () => {
  it('opening stock, adjustments in and out, with average cost and the inventory account tied out', async () => {
    const s = await shop(t);
    const soap = await s.product({ sku: 'SOAP-1', name: 'Bar soap', costPrice: 40, openingStock: 10 });
    expect(soap).toMatchObject({ currentStock: 10, stockValue: 400, averageCost: 40 });
    const more = await s.adjust(soap.id, 5, { unitCost: 52.5, reason: 'Found in store' });
    expect(more.status, more.text).toBe(200);
    expect(more.body).toMatchObject({ currentStock: 15, stockValue: 662.5, averageCost: 44.166667 });
    const out = await s.adjust(soap.id, -4, { reason: 'Damaged' });
    expect(out.status).toBe(200);
    // 4 x 662.5 / 15 = 176.666.. -> 176.67 leaves
    expect(out.body).toMatchObject({ currentStock: 11, stockValue: 485.83 });
    const tooMuch = await s.adjust(soap.id, -11.001, { reason: 'Lost' });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error).toMatchObject({ code: 'insufficient-stock', message: 'Insufficient stock' });
    expect(await s.stockIn(soap.id, s.home)).toMatchObject({ currentStock: 11, stockValue: 485.83 });
    const all = await s.adjust(soap.id, -11, { reason: 'Written off' });
    expect(all.body).toMatchObject({ currentStock: 0, stockValue: 0 });

    const tb = await apiClient(t.app, s.token).ok(reportsApi.trialBalance);
    const row = (code: string) => tb.rows.find((r) => r.accountCode === code);
    expect(row('1200')).toBeUndefined();
    expect(row('3200')).toMatchObject({ credit: 400 });
    // adjustments: +262.50 found, -176.67 damaged, -485.83 written off = -400 net expense
    expect(row('6130')).toMatchObject({ debit: 400, credit: 0 });
    await expectInventoryTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });

  it('lists movements newest first, summing to the stock, with who and why', async () => {
    const s = await shop(t);
    const rice = await s.product({ sku: 'RICE-5', name: 'Rice 5 kg', costPrice: 600, openingStock: 20 });
    await s.adjust(rice.id, -2.5, { reason: 'Spilled' });
    await s.adjust(rice.id, 3, { reason: 'Recount' });
    const api = apiClient(t.app, s.token);
    const res = await api.call(productsApi.movements, { params: { id: rice.id } });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.items.map((m) => [m.kind, m.quantity, m.stockAfter, m.reason])).toEqual([
      ['adjustment', 3, 20.5, 'Recount'],
      ['adjustment', -2.5, 17.5, 'Spilled'],
      ['opening', 20, 20, 'Opening stock'],
    ]);
    expect(res.body.items[0]).toMatchObject({ unitCost: 600, value: 1800, createdByName: 'Jane Wanjiru' });
    const stock = await api.call(productsApi.stock, { params: { id: rice.id } });
    expect(stock.body.items).toEqual([
      expect.objectContaining({ branchName: 'Nairobi', currentStock: 20.5, stockValue: 12300 }),
    ]);
  });

  it('stock take turns counts into adjustments in one entry', async () => {
    const s = await shop(t);
    const a = await s.product({ sku: 'A-1', name: 'Alpha', costPrice: 10, openingStock: 10 });
    const b = await s.product({ sku: 'B-1', name: 'Beta', costPrice: 20, openingStock: 5 });
    const c = await s.product({ sku: 'C-1', name: 'Gamma', costPrice: 7.5 });
    const api = apiClient(t.app, s.token);
    const res = await api.call(productsApi.stockTake, {
      body: {
        reason: 'November count',
        counts: [
          { productId: a.id, countedQty: 8 },
          { sku: 'b-1', countedQty: 5 },
          { sku: 'C-1', countedQty: 4 },
        ],
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.entryNumber).toMatch(/^JE-\d{4}$/);
    expect(res.body.lines).toEqual([
      { productId: a.id, sku: 'A-1', name: 'Alpha', bookQty: 10, countedQty: 8, difference: -2, value: -20 },
      { productId: b.id, sku: 'B-1', name: 'Beta', bookQty: 5, countedQty: 5, difference: 0, value: 0 },
      { productId: c.id, sku: 'C-1', name: 'Gamma', bookQty: 0, countedQty: 4, difference: 4, value: 30 },
    ]);
    const unknown = await api.call(productsApi.stockTake, {
      body: { counts: [{ sku: 'NOPE', countedQty: 1 }] },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.error?.code).toBe('product-not-found');
    await expectInventoryTieOut(t.database.db, s.companyId);
  });

  it('needs the stock-control permission; a viewer cannot adjust and nothing changes', async () => {
    const s = await shop(t);
    const p = await s.product({ sku: 'V-1', name: 'Viewer test', costPrice: 1, openingStock: 3 });
    const viewer = await staffWithRole(t.app, s.owner, 'viewer');
    const adjust = (token: string, body: object) =>
      apiClient(t.app, token).call(productsApi.adjustStock, {
        params: { id: p.id },
        // invalid bodies too: the server's validation is what is tested
        body: body as { quantity: number; reason: string },
      });
    const res = await adjust(viewer.token, { quantity: -1, reason: 'x' });
    expect(res.status).toBe(403);
    const storekeeper = await staffWithRole(t.app, s.owner, 'storekeeper');
    const ok = await adjust(storekeeper.token, { quantity: -1, reason: 'Broken' });
    expect(ok.body.currentStock).toBe(2);
    const elsewhere = await adjust(storekeeper.token, { quantity: 1, reason: 'x', branchId: s.mombasa });
    expect(elsewhere.status).toBe(403);
    for (const body of [{ quantity: 0, reason: 'x' }, { quantity: 1 }, { quantity: 1.0001, reason: 'x' }]) {
      const bad = await adjust(s.token, body);
      expect(bad.status).toBe(400);
      expect(bad.error?.code).toBe('validation-error');
    }
    expect(await s.stockIn(p.id, s.home)).toMatchObject({ currentStock: 2 });
  });
});
