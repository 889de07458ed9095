import { dashboardApi, inventoryApi, productsApi, rolesApi, transfersApi, usersApi } from '@tawi/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardCompany } from '../modules/reports/dashboard/dashboard.fixture';
import { type ApiTestClient, apiClient } from '../testing/api-client';
import { loginAs, staffWithRole, uniqueEmail, useTestApp } from '../testing/test-app';

/**
 * Cost prices, stock values at cost and margins (costs:read): every route that carries them leaves
 * them out for a Sales clerk and a Storekeeper, and keeps them for an Accountant and the owner.
 */
const t = useTestApp();
let c: Awaited<ReturnType<typeof dashboardCompany>>;
let clerk: ApiTestClient;
let keeper: ApiTestClient;
let accountant: ApiTestClient;
/** A custom role that reads the books but was not given costs:read. */
let bookkeeper: ApiTestClient;
let transferId: string;

const COST_KEYS = [
  'costPrice',
  'averageCost',
  'stockValue',
  'unitCost',
  'value',
  'totalValue',
  'grossProfit',
];

/** Every cost key (`keys`) found anywhere in an answer, with its path. */
function costKeysIn(value: unknown, keys = COST_KEYS, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => costKeysIn(v, keys, `${path}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(keys.includes(k) ? [`${path}.${k}`] : []),
    ...costKeysIn(v, keys, `${path}.${k}`),
  ]);
}
/** The dashboard's cost figures (its KPIs all have a `value`). */
const DASHBOARD_COSTS = ['grossProfit', 'stockValue'];

beforeAll(async () => {
  c = await dashboardCompany(t);
  clerk = apiClient(t.app, (await staffWithRole(t.app, c.owner, 'sales')).token);
  keeper = apiClient(t.app, (await staffWithRole(t.app, c.owner, 'storekeeper')).token);
  accountant = apiClient(t.app, (await staffWithRole(t.app, c.owner, 'accountant')).token);
  const role = await c.api.ok(rolesApi.create, {
    body: { name: 'Bookkeeper', permissions: ['dashboard:read', 'accounting:read', 'inventory:read'] },
  });
  const email = uniqueEmail('bookkeeper');
  await c.api.ok(usersApi.create, {
    body: {
      fullName: 'Book Keeper',
      email,
      password: 'secret123',
      roleId: role.id,
      branchIds: [c.branchId, c.mombasa.id],
      branchId: c.branchId,
    },
  });
  bookkeeper = apiClient(t.app, await loginAs(t.app, email, 'secret123'));
  const transfer = await c.api.ok(transfersApi.create, {
    body: { toBranchId: c.mombasa.id, items: [{ sku: 'RICE-1', qty: 1 }] },
  });
  await c.api.ok(transfersApi.dispatch, { params: { id: transfer.id } });
  transferId = transfer.id;
});

describe('a role without costs:read', () => {
  it('gets products without cost price, average cost or stock value', async () => {
    for (const api of [clerk, keeper]) {
      const list = await api.ok(productsApi.list, { query: { search: 'rice' } });
      expect(list.items.map((p) => p.sku)).toEqual(['RICE-1']);
      expect(list.items[0]?.currentStock).toBe(1);
      expect(costKeysIn(list)).toEqual([]);
      const one = await api.ok(productsApi.get, { params: { id: c.rice.id } });
      expect(one).toMatchObject({ sku: 'RICE-1', sellingPrice: 90 });
      expect(costKeysIn(one)).toEqual([]);
      expect(costKeysIn(await api.ok(productsApi.bySku, { query: { skus: ['RICE-1'] } }))).toEqual([]);
      expect(costKeysIn(await api.ok(productsApi.stock, { params: { id: c.rice.id } }))).toEqual([]);
      const moves = await api.ok(productsApi.movements, { params: { id: c.rice.id } });
      expect(moves.items.length).toBeGreaterThan(0);
      expect(costKeysIn(moves)).toEqual([]);
    }
  });

  it('exports products without the cost columns', async () => {
    const csv = (await clerk.ok(productsApi.export, { query: { format: 'csv' } })).toString('utf8');
    const header = csv.split(/\r?\n/)[0];
    expect(header).toBe(
      'sku,name,description,category,unit,sellingPrice,taxCategory,minimumStock,currentStock',
    );
    const full = (await c.api.ok(productsApi.export, { query: { format: 'csv' } })).toString('utf8');
    expect(full.split(/\r?\n/)[0]).toContain('costPrice');
    expect(full.split(/\r?\n/)[0]).toContain('stockValue');
  });

  it('gets the inventory summary and transfers in units only', async () => {
    const summary = await keeper.ok(inventoryApi.summary, {});
    expect(summary.company.products).toBeGreaterThan(0);
    expect(summary.inTransit).toEqual({ transfers: 1, units: 1 });
    expect(costKeysIn(summary)).toEqual([]);
    const asOf = await keeper.ok(inventoryApi.summary, { query: { asOf: '2026-11-25' } });
    expect(asOf.items?.length).toBeGreaterThan(0);
    expect(costKeysIn(asOf)).toEqual([]);
    const transfer = await keeper.ok(transfersApi.get, { params: { id: transferId } });
    expect(transfer.items).toMatchObject([
      { productId: c.rice.id, sku: 'RICE-1', name: 'Rice 1 kg', qty: 1 },
    ]);
    expect(costKeysIn(transfer)).toEqual([]);
    expect(costKeysIn(await keeper.ok(transfersApi.list, {}))).toEqual([]);
  });

  it('gets a dashboard without gross profit or stock value', async () => {
    const clerkBoard = await clerk.ok(dashboardApi.get, {});
    expect(Object.keys(clerkBoard.kpis).sort()).toEqual([
      'lowStockCount',
      'overdueReceivables',
      'receivables',
    ]);
    const board = await bookkeeper.ok(dashboardApi.get, {});
    expect(board.kpis.sales).toBeDefined();
    expect(board.series.salesByBranch?.map((b) => b.branchName).sort()).toEqual(['Mombasa', 'Nairobi']);
    expect(costKeysIn(board, DASHBOARD_COSTS)).toEqual([]);
    const keeperBoard = await keeper.ok(dashboardApi.get, {});
    expect(Object.keys(keeperBoard.kpis).sort()).toEqual(['lowStockCount', 'payablesDueThisWeek']);
  });
});

describe('a role with costs:read', () => {
  it('gets every cost figure', async () => {
    for (const api of [accountant, c.api]) {
      const rice = await api.ok(productsApi.get, { params: { id: c.rice.id } });
      expect(rice).toMatchObject({ costPrice: 50, averageCost: 50, stockValue: 50 });
      const summary = await api.ok(inventoryApi.summary, {});
      expect(summary.inTransit).toEqual({ transfers: 1, units: 1, value: 50 });
      const transfer = await api.ok(transfersApi.get, { params: { id: transferId } });
      expect(transfer.totalValue).toBe(50);
      const board = await api.ok(dashboardApi.get, {});
      expect(board.kpis.grossProfit).toBeDefined();
      expect(board.series.salesByBranch?.every((b) => typeof b.grossProfit === 'number')).toBe(true);
    }
  });
});
