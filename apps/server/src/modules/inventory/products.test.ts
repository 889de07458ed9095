import { productsApi, type WireOf } from '@tawi/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectInventoryTieOut } from '../../testing/inventory-invariants';
import { signupCompany, useTestApp } from '../../testing/test-app';
import { shop } from './inventory.fixture';

const t = useTestApp();

const skus = (body: { items: Array<{ sku: string }> }) => body.items.map((p) => p.sku);
type ListQuery = WireOf<typeof productsApi.list.query>;
type ProductBody = WireOf<typeof productsApi.create.body>;

describe('products', () => {
  it('creates, reads, updates (updatedAt moves) and soft-deletes; the sku is unique per company in any case', async () => {
    const s = await shop(t);
    const created = await s.product({
      sku: 'UNGA-2',
      name: 'Maize flour 2 kg',
      description: 'Jogoo',
      category: 'Flour',
      unit: 'pack',
      sellingPrice: 210.5,
      costPrice: 180.25,
      taxCategory: 'E',
      minimumStock: 12,
    });
    expect(created).toMatchObject({
      sku: 'UNGA-2',
      name: 'Maize flour 2 kg',
      taxCategory: 'E',
      sellingPrice: 210.5,
      costPrice: 180.25,
      minimumStock: 12,
      defaultMinimumStock: 12,
      currentStock: 0,
      branchId: s.home,
      isDeleted: false,
    });
    const api = apiClient(t.app, s.token);
    const dup = await api.call(productsApi.create, {
      body: { sku: 'unga-2', name: 'Other', sellingPrice: 1 },
    });
    expect(dup.status).toBe(409);
    expect(dup.error).toMatchObject({
      code: 'duplicate-sku',
      details: { fields: { sku: expect.any(String) } },
    });
    await new Promise((r) => setTimeout(r, 5));
    const patched = await api.call(productsApi.update, {
      params: { id: created.id },
      body: { sellingPrice: 215, minimumStock: 20, category: '' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      sellingPrice: 215,
      minimumStock: 20,
      defaultMinimumStock: 12,
      category: null,
    });
    expect(patched.body.updatedAt > created.updatedAt).toBe(true);
    const inMombasa = await apiClient(t.app, s.token, { 'x-branch-id': s.mombasa }).call(productsApi.get, {
      params: { id: created.id },
    });
    expect(inMombasa.body).toMatchObject({ minimumStock: 12, currentStock: 0, branchId: s.mombasa });
    expect((await api.call(productsApi.remove, { params: { id: created.id } })).status).toBe(204);
    expect((await api.call(productsApi.get, { params: { id: created.id } })).status).toBe(404);
    const list = await api.call(productsApi.list);
    expect(list.body.total).toBe(0);
    const again = await api.call(productsApi.create, {
      body: { sku: 'UNGA-2', name: 'Maize flour 2 kg', sellingPrice: 200 },
    });
    expect(again.status).toBe(201);
  });

  it('lists a page with search over name, sku and description, category and low-stock filters and sorting', async () => {
    const s = await shop(t);
    await s.product({
      sku: 'MILK-500',
      name: 'Fresh milk 500 ml',
      category: 'Dairy',
      minimumStock: 10,
      openingStock: 4,
    });
    await s.product({
      sku: 'YOG-1',
      name: 'Yoghurt',
      description: 'Strawberry, made with MILK',
      category: 'dairy',
      minimumStock: 2,
      openingStock: 9,
    });
    await s.product({ sku: 'BRD-1', name: 'Bread', category: 'Bakery', sellingPrice: 65, openingStock: 30 });
    await s.product({ sku: '50%-OFF', name: 'Promo pack', sellingPrice: 10 });
    const api = apiClient(t.app, s.token);
    const get = (query: ListQuery) => api.call(productsApi.list, { query });
    expect(skus((await get({ search: 'milk' })).body)).toEqual(['MILK-500', 'YOG-1']);
    expect(skus((await get({ search: 'yog-' })).body)).toEqual(['YOG-1']);
    expect(skus((await get({ search: '50%' })).body)).toEqual(['50%-OFF']);
    expect(skus((await get({ search: '0%' })).body)).toEqual(['50%-OFF']);
    expect(skus((await get({ category: 'DAIRY', sort: '-createdAt' })).body)).toEqual(['YOG-1', 'MILK-500']);
    // currentStock <= minimumStock among the products the branch carries: milk 4 <= 10; the promo
    // pack was never stocked here, so it is not "low"; once stocked and sold out (0 <= 0) it is
    expect(skus((await get({ lowStock: true })).body)).toEqual(['MILK-500']);
    const promo = (await get({ search: 'promo' })).body.items[0]?.id ?? '';
    await s.adjust(promo, 1, { unitCost: 1 });
    await s.adjust(promo, -1);
    expect(skus((await get({ lowStock: true })).body)).toEqual(['MILK-500', '50%-OFF']);
    expect(skus((await get({ sort: '-currentStock' })).body)).toEqual([
      'BRD-1',
      'YOG-1',
      'MILK-500',
      '50%-OFF',
    ]);
    const page = await get({ sort: 'sku', page: 2, limit: 3 });
    expect(page.body).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(skus(page.body)).toEqual(['YOG-1']);
    const inMombasa = await get({ branchId: s.mombasa, search: 'bread' });
    expect(inMombasa.body.items[0]).toMatchObject({ sku: 'BRD-1', currentStock: 0, branchId: s.mombasa });
    const cats = await api.call(productsApi.categories);
    expect(cats.body.items).toEqual(['Bakery', 'Dairy', 'dairy']);
    const bySku = await api.call(productsApi.bySku, {
      // the comma-separated form of API.md (a repeated key gives the list too)
      query: { skus: 'brd-1,MILK-500,none' as unknown as string[] },
    });
    expect(bySku.body.items.map((p) => [p.sku, p.currentStock])).toEqual([
      ['BRD-1', 30],
      ['MILK-500', 4],
    ]);
  });

  it('bulk-updates the selected products in one transaction', async () => {
    const s = await shop(t);
    const a = await s.product({ sku: 'P-1', name: 'One', sellingPrice: 99.99 });
    const b = await s.product({ sku: 'P-2', name: 'Two', sellingPrice: 10.05 });
    const c = await s.product({ sku: 'P-3', name: 'Three', sellingPrice: 50 });
    const api = apiClient(t.app, s.token);
    const res = await api.call(productsApi.bulkUpdate, {
      body: {
        ids: [a.id, b.id],
        priceChangePercent: 10,
        category: 'Promo',
        taxCategory: 'A',
        minimumStock: 7,
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ updated: 2 });
    const list = await api.call(productsApi.list, { query: { sort: 'sku' } });
    expect(
      list.body.items.map((p) => [p.sku, p.sellingPrice, p.category, p.taxCategory, p.minimumStock]),
    ).toEqual([
      ['P-1', 109.99, 'Promo', 'A', 7],
      ['P-2', 11.06, 'Promo', 'A', 7],
      ['P-3', 50, null, 'B', 0],
    ]);
    const other = await signupCompany(t.app, { companyName: 'Other Ltd' });
    const foreign = await apiClient(t.app, other.token).call(productsApi.create, {
      body: { sku: 'X', name: 'Foreign', sellingPrice: 5 },
    });
    const mixed = await api.call(productsApi.bulkUpdate, {
      body: { ids: [c.id, foreign.body.id], sellingPrice: 1 },
    });
    expect(mixed.status).toBe(404);
    const after = await api.call(productsApi.get, { params: { id: c.id } });
    expect(after.body.sellingPrice).toBe(50);
    const both = await api.call(productsApi.bulkUpdate, {
      body: { ids: [c.id], sellingPrice: 1, priceChangePercent: 5 },
    });
    expect(both.status).toBe(400);
    const none = await api.call(productsApi.bulkUpdate, { body: { ids: [c.id] } });
    expect(none.status).toBe(400);
  });

  it("hides another company's products and refuses bad input with 400, changing nothing", async () => {
    const s = await shop(t);
    const mine = await s.product({ sku: 'MINE', name: 'Mine', openingStock: 1 });
    const other = await signupCompany(t.app, { companyName: 'Snoop Ltd' });
    const snoop = apiClient(t.app, other.token);
    const params = { id: mine.id };
    for (const [entry, res] of [
      [productsApi.get, await snoop.call(productsApi.get, { params })],
      [productsApi.update, await snoop.call(productsApi.update, { params, body: { name: 'Stolen' } })],
      [productsApi.remove, await snoop.call(productsApi.remove, { params })],
      [
        productsApi.adjustStock,
        await snoop.call(productsApi.adjustStock, { params, body: { quantity: -1, reason: 'x' } }),
      ],
      [productsApi.movements, await snoop.call(productsApi.movements, { params })],
    ] as const) {
      expect(res.status, entry.id).toBe(404);
    }
    const theirs = await snoop.call(productsApi.list, { query: { search: 'mine' } });
    expect(theirs.body.total).toBe(0);
    const api = apiClient(t.app, s.token);
    const refused: unknown[] = [
      { sku: 'A B', name: 'x', sellingPrice: 1 },
      { sku: 'OK', name: '', sellingPrice: 1 },
      { sku: 'OK', name: 'x', sellingPrice: 1.001 },
      { sku: 'OK', name: 'x', sellingPrice: -1 },
      { sku: 'OK', name: 'x', sellingPrice: 1, taxCategory: 'F' },
      { sku: 'OK', name: 'x', sellingPrice: 1, colour: 'red' },
      { sku: 'OK', name: 'x', sellingPrice: '12' },
    ];
    for (const body of refused) {
      // bodies the schema refuses, sent as they are
      const res = await api.call(productsApi.create, { body: body as ProductBody });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.error?.code).toBe('validation-error');
    }
    const list = await api.call(productsApi.list);
    expect(list.body.total).toBe(1);
    expect(list.body.items[0]).toMatchObject({ name: 'Mine', currentStock: 1 });
  });
});

describe('product search at scale', () => {
  it('pages a common term (2,100 hits) and a rare one alike: totals exact up to 1,000, then estimated', async () => {
    const s = await shop(t);
    await t.database.db.execute(sql`
      insert into products (company_id, name, sku, selling_price)
      select ${s.companyId}::uuid, 'Common item ' || lpad(i::text, 4, '0'), 'C-' || i, 10
        from generate_series(1, 2100) as i`);
    await s.product({ sku: 'RARE-1', name: 'Rare find', description: 'zebra-striped' });
    const api = apiClient(t.app, s.token);
    const get = (query: ListQuery) => api.call(productsApi.list, { query });
    const common = await get({ search: 'common item', limit: 3, page: 2 });
    expect(common.body).toMatchObject({ totalIsEstimate: true });
    expect(common.body.total).toBeGreaterThan(1000);
    expect(skus(common.body)).toEqual(['C-4', 'C-5', 'C-6']);
    const rare = await get({ search: 'ZEBRA' });
    expect(rare.body).toMatchObject({ total: 1, totalIsEstimate: false });
    expect(skus(rare.body)).toEqual(['RARE-1']);
    expect((await get({ search: 'no such thing' })).body).toMatchObject({ total: 0, items: [] });
    // past the last page the total still comes back, on each path (hits, walk, plain list)
    expect((await get({ search: 'zebra', page: 2 })).body).toMatchObject({ total: 1, items: [] });
    expect((await get({ search: 'common item', page: 1000 })).body).toMatchObject({
      totalIsEstimate: true,
      items: [],
    });
    expect((await get({ page: 1000 })).body).toMatchObject({
      total: 2101,
      items: [],
      totalIsEstimate: false,
    });
    const latest = await get({ search: 'common item 00', sort: '-name', limit: 2 });
    expect(latest.body.total).toBe(99);
    expect(skus(latest.body)).toEqual(['C-99', 'C-98']);
    expect((await get({})).body.total).toBe(2101);
    const rareId = (await get({ search: 'rare' })).body.items[0]?.id ?? '';
    await api.call(productsApi.remove, { params: { id: rareId } });
    expect((await get({})).body.total).toBe(2100);
    await expectInventoryTieOut(t.database.db, s.companyId);
  });

  it('gives each call its own values when a statement of the same shape runs again and again', async () => {
    const s = await shop(t);
    await t.database.db.execute(sql`
      insert into products (company_id, name, sku, category, selling_price)
      select ${s.companyId}::uuid, 'Item ' || lpad(i::text, 3, '0'), 'I-' || i, 'Cat ' || (i % 3), 10
        from generate_series(1, 90) as i`);
    const api = apiClient(t.app, s.token);
    const get = (query: ListQuery) => api.call(productsApi.list, { query });
    // past five runs PostgreSQL may plan a named statement once for all values: still each call's own
    for (let page = 1; page <= 8; page++) {
      const byCategory = await get({ category: `cat ${page % 3}`, limit: 2, page });
      const first = (page - 1) * 6 + (page % 3 === 0 ? 3 : page % 3);
      expect(byCategory.body.total).toBe(30);
      expect(skus(byCategory.body)).toEqual([`I-${first}`, `I-${first + 3}`]);
      const searched = await get({ search: `item 0${page}`, limit: 1 });
      expect(searched.body.total).toBe(10);
      expect(skus(searched.body)).toEqual([`I-${page}0`]);
    }
  });
});
