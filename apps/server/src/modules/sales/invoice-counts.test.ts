import { branchesApi, invoicesApi, type WireOf } from '@tawi/contracts';
import { documentCounts, invoices } from '@tawi/db';
import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { PINNED_TODAY } from '../../testing/pinned-clock';
import { useTestApp } from '../../testing/test-app';
import { type Sales, sales } from './sales.fixture';

const t = useTestApp();

type InvoiceBody = WireOf<typeof invoicesApi.create.body>;

const line: InvoiceBody['lines'][number] = {
  description: 'Consulting',
  qty: 1,
  unitPrice: 1000,
  taxCategory: 'B',
};

/** The company's client, in the branch given (else the owner's home branch). */
const inBranch = (s: Sales, branchId?: string) =>
  apiClient(t.app, s.token, branchId ? { 'x-branch-id': branchId } : {});

function invoice(s: Sales, extra: Partial<InvoiceBody> = {}, branchId?: string) {
  return inBranch(s, branchId).call(invoicesApi.create, {
    body: { customerId: s.customer.id, date: PINNED_TODAY, lines: [line], ...extra },
  });
}

async function listTotal(s: Sales, query: WireOf<typeof invoicesApi.list.query> = {}, branchId?: string) {
  const res = await inBranch(s, branchId).call(invoicesApi.list, { query });
  expect(res.status, res.text).toBe(200);
  return res.body.total;
}

/** Every kept count equals the invoices counted row by row, for every company and branch. */
async function expectCountsKept() {
  const db = t.database.db;
  const counted = await db
    .select({ companyId: invoices.companyId, branchId: invoices.branchId, n: count() })
    .from(invoices)
    .groupBy(invoices.companyId, invoices.branchId);
  const kept = await db
    .select({
      companyId: documentCounts.companyId,
      branchId: documentCounts.branchId,
      n: documentCounts.documents,
    })
    .from(documentCounts)
    .where(sql`${documentCounts.kind} = 'invoices' and ${documentCounts.documents} <> 0`);
  const key = (r: { companyId: string; branchId: string; n: number }) =>
    `${r.companyId}/${r.branchId}:${r.n}`;
  expect(kept.map(key).sort()).toEqual(counted.map((r) => key({ ...r, n: Number(r.n) })).sort());
}

describe('invoice list totals from kept counts', () => {
  it('counts every invoice of the branch, drafts and concurrent ones too, and nothing of a refused one', async () => {
    const s = await sales(t);
    const other = await sales(t, 'Other Duka Ltd');
    const branch = await s.api.call(branchesApi.create, { body: { name: 'Nyeri' } });
    expect(branch.status, branch.text).toBe(201);
    const nyeri = branch.body.id;
    expect(await listTotal(s)).toBe(0);

    expect((await invoice(s, { status: 'Draft' })).status).toBe(201);
    expect((await invoice(s)).status).toBe(201);
    expect((await invoice(s, {}, nyeri)).status).toBe(201);
    expect((await invoice(other)).status).toBe(201);
    // more sugar than the branch holds: refused, and the refused invoice is not counted
    const refused = await invoice(s, {
      lines: [{ productId: s.sugar.id, description: 'Sugar', qty: 1000, unitPrice: 160, taxCategory: 'B' }],
    });
    expect(refused.status, refused.text).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);

    const together = await Promise.all(Array.from({ length: 6 }, () => invoice(s)));
    expect(together.map((r) => r.status)).toEqual(Array(6).fill(201));

    expect(await listTotal(s)).toBe(8);
    expect(await listTotal(s, {}, nyeri)).toBe(1);
    expect(await listTotal(other)).toBe(1);
    // filtered lists count their matches
    expect(await listTotal(s, { status: 'Draft' })).toBe(1);
    expect(await listTotal(s, { search: 'INV-0001' })).toBe(1);
    expect(await listTotal(s, { from: PINNED_TODAY, to: PINNED_TODAY })).toBe(8);
    await expectCountsKept();
  });
});
