import { type Dashboard, dashboardApi, invoicesApi, productsApi } from '@tawi/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { FiguresVersionCache } from '../../../platform/figures-version-cache';
import { apiClient } from '../../../testing/api-client';
import { useTestApp } from '../../../testing/test-app';
import { sales } from '../../sales/sales.fixture';
import { dashboardCompany } from './dashboard.fixture';

const t = useTestApp();
/** A second server process on the same database, with its own cache. */
let other: FastifyInstance;
let c: Awaited<ReturnType<typeof dashboardCompany>>;
beforeAll(async () => {
  c = await dashboardCompany(t);
  other = await buildApp({ database: t.database });
  await other.ready();
});
afterAll(() => other.close());

const board = (app: FastifyInstance, token: string, query: { from?: string; to?: string } = {}) =>
  apiClient(app, token).ok(dashboardApi.get, { query });

/** The dashboard as a fresh process computes it (nothing cached). */
async function uncached(token: string): Promise<Dashboard> {
  const fresh = await buildApp({ database: t.database });
  await fresh.ready();
  try {
    return await board(fresh, token);
  } finally {
    await fresh.close();
  }
}

const consulting = (unitPrice: number) => ({
  customerId: c.customer.id,
  date: '2026-11-24',
  lines: [{ description: 'Consulting', unitPrice, taxCategory: 'B' as const }],
});

describe('dashboard cache', () => {
  it('answers the same again, and what an uncached computation answers', async () => {
    const first = await board(t.app, c.token);
    expect(await board(t.app, c.token)).toEqual(first);
    expect(await uncached(c.token)).toEqual(first);
  });

  it('changes right after an invoice is posted, through this process or another one', async () => {
    const before = await board(t.app, c.token);
    await c.api.ok(invoicesApi.create, { body: consulting(700) });
    const after = await board(t.app, c.token);
    expect(after.kpis.sales?.value).toBe((before.kpis.sales?.value ?? 0) + 700);
    expect(after.kpis.receivables?.value).toBe((before.kpis.receivables?.value ?? 0) + 812);
    expect(after).toEqual(await uncached(c.token));

    // posted through the other process: this one's cached answer is stale and not served
    await apiClient(other, c.token).ok(invoicesApi.create, { body: consulting(300) });
    const again = await board(t.app, c.token);
    expect(again.kpis.sales?.value).toBe((after.kpis.sales?.value ?? 0) + 300);
    expect(again).toEqual(await uncached(c.token));
  });

  it('changes right after a reorder level is changed (no posting)', async () => {
    const before = await board(t.app, c.token);
    // rice: 2 in stock, reorder level 5 (low); at 1 it is no longer low
    await c.api.ok(productsApi.update, { params: { id: c.rice.id }, body: { minimumStock: 1 } });
    const after = await board(t.app, c.token);
    expect(after.kpis.lowStockCount?.value).toBe((before.kpis.lowStockCount?.value ?? 0) - 1);
    expect(after).toEqual(await uncached(c.token));
  });

  it('keeps companies apart: a posting elsewhere neither shows nor mixes', async () => {
    const mine = await board(t.app, c.token);
    const elsewhere = await sales(t);
    const theirs = await board(t.app, elsewhere.token);
    expect(theirs.kpis.sales?.value).toBe(0);
    await apiClient(t.app, elsewhere.token).ok(invoicesApi.create, {
      body: {
        customerId: elsewhere.customer.id,
        date: '2026-11-24',
        lines: [{ description: 'Consulting', unitPrice: 400, taxCategory: 'B' }],
      },
    });
    expect((await board(t.app, elsewhere.token)).kpis.sales?.value).toBe(400);
    expect(await board(t.app, c.token)).toEqual(mine);
  });

  it('keeps periods apart', async () => {
    const october = await board(t.app, c.token, { from: '2026-10-01', to: '2026-10-31' });
    const november = await board(t.app, c.token);
    expect(october.from).toBe('2026-10-01');
    expect(october.kpis.sales?.value).toBe(500);
    expect(november.kpis.sales?.value).not.toBe(500);
  });
});

describe('FiguresVersionCache', () => {
  it('computes once per key and version, again at a new version', async () => {
    const cache = new FiguresVersionCache<number>(2);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.get('a', 1, compute)).toBe(1);
    expect(await cache.get('a', 1, compute)).toBe(1);
    expect(await cache.get('a', 2, compute)).toBe(2);
    expect(await cache.get('b', 2, compute)).toBe(3);
    expect(await cache.get('c', 2, compute)).toBe(4);
    // capacity 2: 'a' (least recently used) was dropped
    expect(await cache.get('a', 2, compute)).toBe(5);
    expect(computed).toBe(5);
  });
});
