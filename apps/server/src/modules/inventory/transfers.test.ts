import { productsApi, reportsApi, transfersApi, type WireOf } from '@tawi/contracts';
import type { TransferAction } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectInventoryTieOut } from '../../testing/inventory-invariants';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { signupCompany, staffWithRole, useTestApp } from '../../testing/test-app';
import { type Shop, shop } from './inventory.fixture';

const t = useTestApp();

type TransferBody = WireOf<typeof transfersApi.create.body>;
const transfer = (s: Shop, items: TransferBody['items'], extra: Partial<TransferBody> = {}) =>
  apiClient(t.app, s.token).call(transfersApi.create, { body: { toBranchId: s.mombasa, items, ...extra } });
const act = (s: Shop, id: string, action: TransferAction, token = s.token) =>
  apiClient(t.app, token).call(transfersApi[action], { params: { id } });

/** The company's reports, or one branch's. */
const reports = (s: Shop, branchId?: string) => {
  const api = apiClient(t.app, s.token);
  const query = branchId ? { branchId } : {};
  return {
    trialBalance: () => api.ok(reportsApi.trialBalance, { query }),
    balanceSheet: () => api.ok(reportsApi.balanceSheet, { query }),
  };
};

/**
 * Each branch's trial balance and balance sheet balance on their own, the branches add up to the
 * company, and the inter-branch account holds `interBranch` (debit positive) in each branch.
 */
async function expectBranchBooks(s: Shop, interBranch: Record<string, number>) {
  const company = await reports(s).trialBalance();
  let debit = 0;
  for (const [branchId, due] of Object.entries(interBranch)) {
    const tb = await reports(s, branchId).trialBalance();
    expect(tb.totals.debit, `trial balance of ${branchId}`).toBe(tb.totals.credit);
    const line = tb.rows.find((r) => r.accountCode === '1900');
    expect((line?.debit ?? 0) - (line?.credit ?? 0)).toBeCloseTo(due, 2);
    const bs = await reports(s, branchId).balanceSheet();
    expect(bs.assets.total, `balance sheet of ${branchId}`).toBeCloseTo(bs.totalLiabilitiesAndEquity, 2);
    debit += tb.totals.debit;
  }
  const netted = Object.values(interBranch).reduce((sum, due) => sum + Math.abs(due), 0) / 2;
  expect(company.totals.debit).toBeCloseTo(debit - netted, 2);
  expect(company.rows.find((r) => r.accountCode === '1900')).toBeUndefined();
}

describe('transfers between branches', () => {
  it('dispatch moves stock and value into transit; receive moves them into the destination', async () => {
    const s = await shop(t);
    const oil = await s.product({ sku: 'OIL-1', name: 'Cooking oil 1 l', costPrice: 300, openingStock: 3 });
    await s.adjust(oil.id, 7, { unitCost: 310 }); // 10 at 3070 -> average 307
    const created = await transfer(s, [{ sku: 'oil-1', qty: 4 }], { notes: 'For the coast' });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      transferNumber: 'TRN-0001',
      status: 'Pending',
      fromBranchId: s.home,
      toBranchId: s.mombasa,
      fromBranchName: 'Nairobi',
      toBranchName: 'Mombasa',
      items: [{ sku: 'OIL-1', name: 'Cooking oil 1 l', qty: 4, unitCost: null, value: null }],
      totalQty: 4,
      receivedAt: null,
      canceledAt: null,
    });
    expect(await s.stockIn(oil.id, s.home)).toMatchObject({ currentStock: 10 });
    const sent = await act(s, created.body.id, 'dispatch');
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toMatchObject({
      status: 'In Transit',
      totalValue: 1228,
      items: [{ unitCost: 307, value: 1228 }],
    });
    expect(sent.body.dispatchedAt).toBeTruthy();
    expect(await s.stockIn(oil.id, s.home)).toMatchObject({ currentStock: 6, stockValue: 1842 });
    await expectInventoryTieOut(t.database.db, s.companyId);
    const got = await act(s, created.body.id, 'receive');
    expect(got.status).toBe(200);
    expect(got.body.status).toBe('Received');
    expect(got.body.receivedAt).toBeTruthy();
    expect(await s.stockIn(oil.id, s.mombasa)).toMatchObject({
      currentStock: 4,
      stockValue: 1228,
      averageCost: 307,
    });
    const again = await act(s, created.body.id, 'receive');
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('invalid-state');
    expect((await act(s, created.body.id, 'cancel')).status).toBe(409);
    await expectInventoryTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
    await expectBranchBooks(s, { [s.home]: 1228, [s.mombasa]: -1228 });
  });

  it('receiving a Pending transfer dispatches and receives at once; the source must hold the sku and enough of it', async () => {
    const s = await shop(t);
    const tea = await s.product({ sku: 'TEA', name: 'Tea leaves', costPrice: 90, openingStock: 5 });
    await s.product({ sku: 'SUGAR', name: 'Sugar', costPrice: 150 });
    const ok = await transfer(s, [{ sku: 'TEA', qty: 2 }]);
    const received = await act(s, ok.body.id, 'receive');
    expect(received.body).toMatchObject({ status: 'Received', totalValue: 180 });
    expect(received.body.dispatchedAt).toBeTruthy();
    expect(await s.stockIn(tea.id, s.home)).toMatchObject({ currentStock: 3 });
    expect(await s.stockIn(tea.id, s.mombasa)).toMatchObject({ currentStock: 2, stockValue: 180 });

    // more than the source holds is refused at creation, naming the line, the branch and what it holds
    const before = await apiClient(t.app, s.token).ok(transfersApi.list, { query: {} });
    const noRecord = await transfer(s, [
      { sku: 'TEA', qty: 1 },
      { sku: 'SUGAR', qty: 1 },
    ]);
    expect(noRecord.status).toBe(422);
    expect(noRecord.error).toMatchObject({
      code: 'insufficient-stock',
      details: { line: 2, sku: 'SUGAR', branchId: s.home, available: 0, requested: 1 },
    });
    expect(noRecord.error?.message).toMatch(/^Line 2: .+ holds 0 of SUGAR, 1 asked for$/);
    const tooMuch = await transfer(s, [{ sku: 'TEA', qty: 3.5 }]);
    expect(tooMuch.error).toMatchObject({ code: 'insufficient-stock', details: { line: 1, available: 3 } });
    const after = await apiClient(t.app, s.token).ok(transfersApi.list, { query: {} });
    expect(after.total).toBe(before.total);
    // stock checked again when it leaves: sold down since the transfer was made
    const short = await transfer(s, [{ sku: 'TEA', qty: 3 }]);
    await s.adjust(tea.id, -0.5, { reason: 'Damaged' });
    const shortRes = await act(s, short.body.id, 'dispatch');
    expect(shortRes.status).toBe(422);
    expect(shortRes.error).toMatchObject({ code: 'insufficient-stock', message: 'Insufficient stock' });
    const tooManyRes = await act(s, short.body.id, 'receive');
    expect(tooManyRes.status).toBe(422);
    // a refused transfer changed nothing: TEA still 2.5 at the source, Pending still
    expect(await s.stockIn(tea.id, s.home)).toMatchObject({ currentStock: 2.5 });
    const still = await apiClient(t.app, s.token).call(transfersApi.get, { params: { id: short.body.id } });
    expect(still.body.status).toBe('Pending');
    const unknown = await transfer(s, [{ sku: 'NOPE', qty: 1 }]);
    expect(unknown.status).toBe(422);
    expect(unknown.error).toMatchObject({ code: 'product-not-found', details: { sku: 'NOPE' } });
    await expectInventoryTieOut(t.database.db, s.companyId);
  });

  it('cancelling returns stock in transit to the source; cancelled transfers leave the lists', async () => {
    const s = await shop(t);
    const pen = await s.product({ sku: 'PEN', name: 'Pen', costPrice: 12.5, openingStock: 40 });
    const a = await transfer(s, [{ sku: 'PEN', qty: 15 }]);
    const b = await transfer(s, [{ sku: 'PEN', qty: 5 }]);
    await act(s, a.body.id, 'dispatch');
    expect(await s.stockIn(pen.id, s.home)).toMatchObject({ currentStock: 25 });
    const canceled = await act(s, a.body.id, 'cancel');
    expect(canceled.body).toMatchObject({ status: 'Canceled', isDeleted: true });
    expect(canceled.body.canceledAt).toBeTruthy();
    expect(await s.stockIn(pen.id, s.home)).toMatchObject({ currentStock: 40, stockValue: 500 });
    expect((await act(s, b.body.id, 'cancel')).body.status).toBe('Canceled');
    const api = apiClient(t.app, s.token);
    expect((await api.call(transfersApi.get, { params: { id: a.body.id } })).status).toBe(404);
    const c = await transfer(s, [{ sku: 'PEN', qty: 1 }]);
    const list = await api.call(transfersApi.list);
    expect(list.body.items.map((x) => x.transferNumber)).toEqual(['TRN-0003']);
    expect(list.body.items[0]?.id).toBe(c.body.id);
    await expectInventoryTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });

  it('lists incoming and outgoing relative to the branch in scope, with status and search filters', async () => {
    const s = await shop(t);
    await s.product({ sku: 'CUP', name: 'Tea cup', costPrice: 50, openingStock: 10 });
    await s.product({ sku: 'CUP', name: 'Tea cup', costPrice: 50 }, s.mombasa).catch(() => undefined);
    const out1 = await transfer(s, [{ sku: 'CUP', qty: 1 }]);
    await act(s, out1.body.id, 'receive');
    await s.adjust(
      (await apiClient(t.app, s.token).ok(productsApi.list)).items[0]?.id ?? '',
      5,
      {},
      s.mombasa,
    );
    const inMombasa = apiClient(t.app, s.token, { 'x-branch-id': s.mombasa });
    const back = await inMombasa.call(transfersApi.create, {
      body: { toBranchId: s.home, items: [{ sku: 'CUP', qty: 2 }] },
    });
    expect(back.status, back.text).toBe(201);
    const list = (query: WireOf<typeof transfersApi.list.query>, branch = s.home) =>
      apiClient(t.app, s.token, { 'x-branch-id': branch }).call(transfersApi.list, { query });
    const numbers = (body: { items: Array<{ transferNumber: string }> }) =>
      body.items.map((x) => x.transferNumber);
    expect(numbers((await list({ direction: 'outgoing' })).body)).toEqual(['TRN-0001']);
    expect(numbers((await list({ direction: 'incoming' })).body)).toEqual(['TRN-0002']);
    expect(numbers((await list({ direction: 'incoming' }, s.mombasa)).body)).toEqual(['TRN-0001']);
    expect(numbers((await list({ status: 'Pending' })).body)).toEqual(['TRN-0002']);
    expect(numbers((await list({ search: 'tea cup' })).body)).toEqual(['TRN-0002', 'TRN-0001']);
    expect(numbers((await list({ search: 'trn-0001' })).body)).toEqual(['TRN-0001']);
    // not a status: the server refuses it
    const bad = await list({ status: 'Lost' as never });
    expect(bad.status).toBe(400);
  });

  it('checks branches and permissions; another company sees nothing', async () => {
    const s = await shop(t);
    await s.product({ sku: 'BOX', name: 'Box', costPrice: 5, openingStock: 10 });
    const api = apiClient(t.app, s.token);
    const same = await api.call(transfersApi.create, {
      body: { toBranchId: s.home, items: [{ sku: 'BOX', qty: 1 }] },
    });
    expect(same.status).toBe(400);
    const fields = same.error?.details?.fields as Record<string, string> | undefined;
    expect(fields?.toBranchId).toBeTruthy();
    const refused: unknown[] = [
      { toBranchId: s.mombasa, items: [] },
      { toBranchId: s.mombasa, items: [{ sku: 'BOX', qty: 0 }] },
      {
        toBranchId: s.mombasa,
        items: [
          { sku: 'BOX', qty: 1 },
          { sku: 'box', qty: 2 },
        ],
      },
      { items: [{ sku: 'BOX', qty: 1 }] },
    ];
    for (const body of refused) {
      // bodies the schema refuses, sent as they are
      expect((await api.call(transfersApi.create, { body: body as TransferBody })).status).toBe(400);
    }
    const pending = await transfer(s, [{ sku: 'BOX', qty: 1 }]);
    // a storekeeper of Nairobi only cannot receive at Mombasa
    const keeper = await staffWithRole(t.app, s.owner, 'storekeeper');
    const byKeeperApi = apiClient(t.app, keeper.token);
    const destinations = await byKeeperApi.call(transfersApi.destinations);
    expect(destinations.body.items.map((b) => b.name)).toEqual(['Mombasa', 'Nairobi']);
    const byKeeper = await byKeeperApi.call(transfersApi.create, {
      body: { toBranchId: s.mombasa, items: [{ sku: 'BOX', qty: 1 }] },
    });
    expect(byKeeper.status, byKeeper.text).toBe(201);
    const denied = await act(s, pending.body.id, 'receive', keeper.token);
    expect(denied.status).toBe(403);
    expect((await act(s, pending.body.id, 'dispatch', keeper.token)).status).toBe(200);
    const viewer = await staffWithRole(t.app, s.owner, 'viewer');
    expect((await act(s, pending.body.id, 'receive', viewer.token)).status).toBe(403);
    const other = await signupCompany(t.app, { companyName: 'Elsewhere Ltd' });
    const otherApi = apiClient(t.app, other.token);
    expect((await otherApi.call(transfersApi.get, { params: { id: pending.body.id } })).status).toBe(404);
    expect((await act(s, pending.body.id, 'receive', other.token)).status).toBe(404);
    const foreignBranch = await otherApi.call(transfersApi.create, {
      body: { toBranchId: s.mombasa, items: [{ sku: 'BOX', qty: 1 }] },
    });
    expect(foreignBranch.status).toBe(400);
    expect((await otherApi.ok(transfersApi.list)).total).toBe(0);
  });
});
