import { reportsApi, transfersApi } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectInventoryTieOut } from '../../testing/inventory-invariants';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { useTestApp } from '../../testing/test-app';
import { type Shop, shop } from './inventory.fixture';

const t = useTestApp();

/** Debit minus credit of an account across the company's trial balance. */
async function balanceOf(s: Shop, code: string) {
  const tb = await apiClient(t.app, s.token).ok(reportsApi.trialBalance);
  const row = tb.rows.find((r) => r.accountCode === code);
  return Math.round(((row?.debit ?? 0) - (row?.credit ?? 0)) * 100) / 100;
}

const IN_TRANSIT = '1210';
const ADJUSTMENTS = '6130';

describe('receiving a transfer in part', () => {
  it('receives part, writes part off from stock in transit with a reason, leaves the rest to receive later', async () => {
    const s = await shop(t);
    const api = apiClient(t.app, s.token);
    const oil = await s.product({
      sku: 'OIL-1',
      name: 'Cooking oil 1 l',
      costPrice: 100.01,
      openingStock: 10,
    });
    const created = await api.ok(transfersApi.create, {
      body: { toBranchId: s.mombasa, items: [{ sku: 'OIL-1', qty: 10 }] },
    });
    await api.ok(transfersApi.dispatch, { params: { id: created.id } });
    expect(await balanceOf(s, IN_TRANSIT)).toBe(1000.1);

    const part = await api.call(transfersApi.receive, {
      params: { id: created.id },
      body: { lines: [{ productId: oil.id, qty: 6, writeOff: 1 }], reason: 'Broken on the way' },
    });
    expect(part.status, part.text).toBe(200);
    expect(part.body.status).toBe('In Transit');
    expect(part.body.receivedAt).toBeNull();
    expect(part.body.items[0]).toMatchObject({
      qty: 10,
      receivedQty: 6,
      writtenOffQty: 1,
      inTransitQty: 3,
      writeOffReason: 'Broken on the way',
    });
    // 6 of 1000.10 arrive (600.06), 1 written off (100.01), 3 still in transit (300.03)
    expect(await s.stockIn(oil.id, s.mombasa)).toMatchObject({ currentStock: 6, stockValue: 600.06 });
    expect(await balanceOf(s, IN_TRANSIT)).toBe(300.03);
    expect(await balanceOf(s, ADJUSTMENTS)).toBe(100.01);

    // more than is in transit: refused, nothing changed
    const tooMany = await api.call(transfersApi.receive, {
      params: { id: created.id },
      body: { lines: [{ productId: oil.id, qty: 3, writeOff: 1 }], reason: 'x' },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.error?.message).toMatch(/only 3 still in transit/);
    const noReason = await api.call(transfersApi.receive, {
      params: { id: created.id },
      body: { lines: [{ productId: oil.id, writeOff: 1 }] },
    });
    expect(noReason.status).toBe(400);
    expect(await balanceOf(s, IN_TRANSIT)).toBe(300.03);
    expect(await s.stockIn(oil.id, s.mombasa)).toMatchObject({ currentStock: 6 });

    // without lines, the rest arrives (API.md's contract): Received, nothing left in transit
    const rest = await api.ok(transfersApi.receive, { params: { id: created.id } });
    expect(rest.status).toBe('Received');
    expect(rest.receivedAt).toBeTruthy();
    expect(rest.items[0]).toMatchObject({ receivedQty: 9, writtenOffQty: 1, inTransitQty: 0 });
    expect(await s.stockIn(oil.id, s.mombasa)).toMatchObject({ currentStock: 9, stockValue: 900.09 });
    expect(await balanceOf(s, IN_TRANSIT)).toBe(0);
    expect(await balanceOf(s, ADJUSTMENTS)).toBe(100.01);
    expect((await api.call(transfersApi.receive, { params: { id: created.id } })).status).toBe(409);
    await expectInventoryTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });

  it('a part receive of a Pending transfer dispatches all; cancelling then returns only what is still in transit', async () => {
    const s = await shop(t);
    const api = apiClient(t.app, s.token);
    const pen = await s.product({ sku: 'PEN', name: 'Pen', costPrice: 12.5, openingStock: 40 });
    const created = await api.ok(transfersApi.create, {
      body: { toBranchId: s.mombasa, items: [{ sku: 'PEN', qty: 20 }] },
    });
    const part = await api.ok(transfersApi.receive, {
      params: { id: created.id },
      body: { lines: [{ productId: pen.id, qty: 5 }] },
    });
    expect(part).toMatchObject({ status: 'In Transit', totalValue: 250 });
    expect(part.dispatchedAt).toBeTruthy();
    expect(await s.stockIn(pen.id, s.home)).toMatchObject({ currentStock: 20 });
    expect(await s.stockIn(pen.id, s.mombasa)).toMatchObject({ currentStock: 5, stockValue: 62.5 });
    const canceled = await api.ok(transfersApi.cancel, {
      params: { id: created.id },
      body: { reason: 'Not needed' },
    });
    expect(canceled.status).toBe('Canceled');
    expect(await s.stockIn(pen.id, s.home)).toMatchObject({ currentStock: 35, stockValue: 437.5 });
    expect(await s.stockIn(pen.id, s.mombasa)).toMatchObject({ currentStock: 5 });
    expect(await balanceOf(s, IN_TRANSIT)).toBe(0);
    await expectInventoryTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });
});
