import { productsApi, type WireOf } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { useTestApp } from '../../testing/test-app';
import { shop } from './inventory.fixture';

const t = useTestApp();

/** 1,010 products: "Bolt 0001".."Bolt 1010" (category Hardware), 990 of them also "Grade A" in the name. */
async function hardwareStore() {
  const s = await shop(t);
  const rows = Array.from({ length: 1010 }, (_, i) => {
    const n = String(i + 1).padStart(4, '0');
    return `BLT-${n},Bolt ${n}${i < 990 ? ' Grade A' : ''},10,B,Hardware`;
  });
  const csv = ['sku,name,sellingPrice,taxCategory,category', ...rows].join('\n');
  const imported = await apiClient(t.app, s.token).call(productsApi.import, { body: { csv, dryRun: false } });
  expect(imported.status, imported.text).toBe(200);
  return s;
}

type ListQuery = WireOf<typeof productsApi.list.query>;
const list = (token: string, query: ListQuery) =>
  apiClient(t.app, token).call(productsApi.list, { query: { limit: 25, ...query } });

describe('product list totals', () => {
  it('counts matches exactly up to 1,000 and estimates past that, with the page still in order', async () => {
    const s = await hardwareStore();
    const all = await list(s.token, {});
    expect(all.body).toMatchObject({ total: 1010, totalIsEstimate: false });

    const grade = await list(s.token, { search: 'grade a' });
    expect(grade.body).toMatchObject({ total: 990, totalIsEstimate: false });

    const broadFilters: ListQuery[] = [{ search: 'bolt' }, { category: 'Hardware' }, { search: 'lt' }];
    for (const query of broadFilters) {
      const broad = await list(s.token, { ...query, page: 3 });
      expect(broad.status, broad.text).toBe(200);
      expect(broad.body.totalIsEstimate, JSON.stringify(query)).toBe(true);
      expect(broad.body.total).toBeGreaterThan(1000);
      expect(broad.body.items.map((p) => p.name.slice(0, 9))).toEqual(
        Array.from({ length: 25 }, (_, i) => `Bolt ${String(51 + i).padStart(4, '0')}`),
      );
    }
    const last = await list(s.token, { search: 'bolt', page: 41, limit: 25 });
    expect(last.body.items.map((p) => p.sku)).toEqual(
      Array.from({ length: 10 }, (_, i) => `BLT-${String(1001 + i)}`),
    );
    const past = await list(s.token, { search: 'bolt', page: 99 });
    expect(past.body).toMatchObject({ items: [], totalIsEstimate: true });

    const few = await list(s.token, { search: 'bolt 100' });
    expect(few.body).toMatchObject({ total: 10, totalIsEstimate: false });
    expect(few.body.items.map((p) => p.sku).slice(0, 2)).toEqual(['BLT-1000', 'BLT-1001']);
  });
});
