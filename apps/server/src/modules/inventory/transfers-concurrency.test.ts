import { inventoryApi, transfersApi } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectInventoryTieOut } from '../../testing/inventory-invariants';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { useTestApp } from '../../testing/test-app';
import { shop } from './inventory.fixture';

const t = useTestApp();

/** Fired together: on PostgreSQL these run in parallel transactions (PGlite queues them). */
const together = <T>(n: number, run: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => run(i)));

describe('stock under concurrent use', () => {
  it('50 concurrent receives and dispatches against 20 units: exactly 20 succeed, stock never negative', async () => {
    const s = await shop(t);
    const item = await s.product({ sku: 'RACE', name: 'Contended item', costPrice: 10, openingStock: 20 });
    const api = apiClient(t.app, s.token);
    const created = await together(50, () =>
      api.call(transfersApi.create, { body: { toBranchId: s.mombasa, items: [{ sku: 'RACE', qty: 1 }] } }),
    );
    const numbers = created.map((c) => c.body.transferNumber).sort();
    expect(new Set(numbers).size).toBe(50);
    expect(numbers[0]).toBe('TRN-0001');
    expect(numbers[49]).toBe('TRN-0050');
    const results = await together(50, (i) =>
      api.call(transfersApi[i % 2 ? 'receive' : 'dispatch'], { params: { id: created[i]?.body.id ?? '' } }),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(20);
    expect(statuses.filter((x) => x === 422)).toHaveLength(30);
    expect(results.filter((r) => r.status === 422).every((r) => r.error?.code === 'insufficient-stock')).toBe(
      true,
    );
    const dispatched = results.filter((r, i) => r.status === 200 && i % 2 === 0).length;
    const received = results.filter((r, i) => r.status === 200 && i % 2 === 1).length;
    expect(await s.stockIn(item.id, s.home)).toMatchObject({ currentStock: 0, stockValue: 0 });
    expect(await s.stockIn(item.id, s.mombasa)).toMatchObject({
      currentStock: received,
      stockValue: received * 10,
    });
    const summary = await api.call(inventoryApi.summary);
    expect(summary.body.inTransit).toEqual({
      transfers: dispatched,
      units: dispatched,
      value: dispatched * 10,
    });
    await expectInventoryTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });

  it('ten concurrent receives of one transfer: one succeeds, nine are refused as already received', async () => {
    const s = await shop(t);
    const item = await s.product({ sku: 'ONCE', name: 'Once only', costPrice: 3, openingStock: 5 });
    const api = apiClient(t.app, s.token);
    const created = await api.call(transfersApi.create, {
      body: { toBranchId: s.mombasa, items: [{ sku: 'ONCE', qty: 5 }] },
    });
    const results = await together(10, () =>
      api.call(transfersApi.receive, { params: { id: created.body.id } }),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(await s.stockIn(item.id, s.mombasa)).toMatchObject({ currentStock: 5, stockValue: 15 });
    await expectInventoryTieOut(t.database.db, s.companyId);
  });

  it('concurrent adjustments of one product never lose an update', async () => {
    const s = await shop(t);
    const item = await s.product({ sku: 'ADJ', name: 'Adjusted', costPrice: 2, openingStock: 30 });
    const results = await together(40, (i) =>
      s.adjust(item.id, i % 4 === 0 ? 2 : -1, { reason: `Race ${i}` }),
    );
    const ok = results.filter((r) => r.status === 200).length;
    expect(ok).toBe(40);
    // 10 x +2 and 30 x -1
    expect(await s.stockIn(item.id, s.home)).toMatchObject({ currentStock: 20 });
    await expectInventoryTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });
});
