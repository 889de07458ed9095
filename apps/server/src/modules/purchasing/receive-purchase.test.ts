import {
  billsApi,
  productsApi,
  purchaseOrdersApi,
  reportsApi,
  suppliersApi,
  type WireOf,
} from '@tawi/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectInventoryTieOut } from '../../testing/inventory-invariants';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { useTestApp } from '../../testing/test-app';
import { expectPayablesTieOut, type Trade, trade } from './purchasing.fixture';

const t = useTestApp();

async function order(s: Trade) {
  return s.api.ok(purchaseOrdersApi.create, {
    body: {
      supplierId: s.supplier.id,
      date: '2026-11-02',
      items: [
        { itemId: s.flour.id, qty: 100, unitPrice: 150, taxCategory: 'B' },
        { itemId: 'oil-1', qty: 40, unitPrice: 310.5, taxCategory: 'E' },
      ],
    },
  });
}

type ReceiveBody = WireOf<typeof purchaseOrdersApi.receive.body>;

/** Receives goods against the order `id` (a malformed body too, to see it refused). */
const receiveOf = (s: Trade) => (id: string, body: ReceiveBody | Record<string, unknown>) =>
  s.api.call(purchaseOrdersApi.receive, { params: { id }, body: body as ReceiveBody });

/** Rows that a refused receipt must leave as they were. */
async function snapshot(s: Trade) {
  const result = await t.database.db.execute(sql`
    select (select count(*) from bills where company_id = ${s.companyId})::int as bills,
           (select count(*) from journal_entries where company_id = ${s.companyId})::int as entries,
           (select coalesce(sum(current_stock), 0) from product_stock where company_id = ${s.companyId})::text as stock,
           (select coalesce(sum(received_qty), 0) from purchase_order_items where company_id = ${s.companyId})::text as received`);
  return (result as unknown as { rows: unknown[] }).rows[0];
}

describe('purchase orders and goods receipts', () => {
  it('orders, receives part, then the rest: stock, bill, status, supplier balance and the books follow', async () => {
    const s = await trade(t);
    const lpo = await order(s);
    expect(lpo).toMatchObject({
      purchaseId: 'LPO-0001',
      status: 'Pending',
      supplierName: 'Mombasa Millers Ltd',
      subtotal: 27420,
      taxTotal: 3393.6,
      total: 30813.6,
    });
    const first = await receiveOf(s)(lpo.id, {
      deliveryNoteNumber: 'DN-5501',
      date: '2026-11-10',
      items: [
        { itemId: s.flour.id, qty: 60 },
        { itemId: 'OIL-1', qty: 10 },
      ],
    });
    expect(first.status, first.text).toBe(201);
    // 60 x 150 = 9000 + 16% 1440; 10 x 310.5 = 3105 + 8% 248.40
    expect(first.body).toMatchObject({
      status: 'Partially Received',
      billId: 'BILL-0001',
      receiptNumber: 'GRN-0001',
    });
    expect(first.body.bill).toMatchObject({
      billId: 'BILL-0001',
      supplierId: s.supplier.id,
      purchaseId: 'LPO-0001',
      date: '2026-11-10',
      dueDate: '2026-12-10',
      subtotal: 12105,
      taxTotal: 1688.4,
      totalAmount: 13793.4,
      paidAmount: 0,
      status: 'Unpaid',
    });
    const flour = await s.api.ok(productsApi.get, { params: { id: s.flour.id } });
    expect(flour).toMatchObject({ currentStock: 60, averageCost: 150, stockValue: 9000 });
    expect(flour.lastReceivedAt).toBeTruthy();
    const supplier = await s.api.ok(suppliersApi.get, { params: { id: s.supplier.id } });
    expect(supplier.balance).toBe(13793.4);
    const rest = await receiveOf(s)('LPO-0001', {
      deliveryNoteNumber: 'DN-5502',
      date: '2026-11-12',
      items: [
        { itemId: s.flour.id, qty: 40 },
        { itemId: s.oil.id, qty: 30 },
      ],
    });
    expect(rest.status, rest.text).toBe(201);
    expect(rest.body).toMatchObject({ status: 'Received', billId: 'BILL-0002' });
    const after = await s.api.ok(purchaseOrdersApi.get, { params: { id: lpo.id } });
    expect(after.items.map((i) => i.receivedQty)).toEqual([100, 40]);
    expect(after).toMatchObject({ totalReceived: 27420, status: 'Received' });
    const tb = await s.api.ok(reportsApi.trialBalance, { query: { to: '2026-11-30' } });
    const row = (code: string) => tb.rows.find((r) => r.accountCode === code);
    expect(row('1200')).toMatchObject({ debit: 27420 });
    expect(row('1300')).toMatchObject({ debit: 3393.6 });
    expect(row('2000')).toMatchObject({ credit: 30813.6 });
    await expectPayablesTieOut(t.database.db, s.companyId);
    await expectInventoryTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });

  it("refuses with the spec's errors and changes nothing", async () => {
    const s = await trade(t);
    const lpo = await order(s);
    const receive = receiveOf(s);
    expect(
      (await receive(lpo.id, { deliveryNoteNumber: 'DN-1', items: [{ itemId: s.flour.id, qty: 90 }] }))
        .status,
    ).toBe(201);
    const before = await snapshot(s);
    const exceeds = await receive(lpo.id, {
      deliveryNoteNumber: 'DN-2',
      items: [
        { itemId: s.oil.id, qty: 5 },
        { itemId: s.flour.id, qty: 10.001 },
      ],
    });
    expect(exceeds.status).toBe(422);
    expect(exceeds.error).toMatchObject({
      code: 'incoming-exceeds-ordered',
      message: 'Incoming exceeds ordered',
    });
    const missing = await receive('00000000-0000-4000-8000-000000000000', {
      deliveryNoteNumber: 'DN-3',
      items: [{ itemId: s.oil.id, qty: 1 }],
    });
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({ code: 'purchase-not-found', message: 'Purchase Not Found' });
    const notOnOrder = await receive(lpo.id, {
      deliveryNoteNumber: 'DN-4',
      items: [{ itemId: 'NOPE', qty: 1 }],
    });
    expect(notOnOrder.status).toBe(400);
    for (const body of [
      { items: [{ itemId: s.oil.id, qty: 1 }] },
      { deliveryNoteNumber: 'DN-5', items: [] },
      { deliveryNoteNumber: 'DN-5', items: 'all' },
      { deliveryNoteNumber: 'DN-5', items: [{ itemId: s.oil.id, qty: -1 }] },
    ]) {
      expect((await receive(lpo.id, body)).status).toBe(400);
    }
    // an order whose lines are gone (the spec's 'Purchase Items Not Found')
    const empty = await s.api.ok(purchaseOrdersApi.create, {
      body: {
        supplierId: s.supplier.id,
        items: [{ itemId: s.oil.id, qty: 1, unitPrice: 1, taxCategory: 'A' }],
      },
    });
    await t.database.db.execute(sql`delete from purchase_order_items where order_id = ${empty.id}`);
    const noItems = await receive(empty.id, {
      deliveryNoteNumber: 'DN-6',
      items: [{ itemId: s.oil.id, qty: 1 }],
    });
    expect(noItems.status).toBe(422);
    expect(noItems.error).toMatchObject({
      code: 'purchase-items-not-found',
      message: 'Purchase Items Not Found',
    });
    const after = await snapshot(s);
    expect(after).toEqual(before);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });

  it('two receipts of the whole order at once: one succeeds, the other exceeds the ordered quantity', async () => {
    const s = await trade(t);
    const lpo = await s.api.ok(purchaseOrdersApi.create, {
      body: {
        supplierId: s.supplier.id,
        items: [{ itemId: s.flour.id, qty: 50, unitPrice: 100, taxCategory: 'B' }],
      },
    });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        receiveOf(s)(lpo.id, { deliveryNoteNumber: `DN-${i}`, items: [{ itemId: s.flour.id, qty: 50 }] }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    const flour = await s.api.ok(productsApi.get, { params: { id: s.flour.id } });
    expect(flour.currentStock).toBe(50);
    const bills = await s.api.ok(billsApi.list);
    expect(bills.total).toBe(1);
    await expectPayablesTieOut(t.database.db, s.companyId);
    await expectInventoryTieOut(t.database.db, s.companyId);
  });

  it('cancels an order while nothing is received, not after', async () => {
    const s = await trade(t);
    // expected before it is ordered: refused, nothing numbered
    const early = await s.api.call(purchaseOrdersApi.create, {
      body: {
        supplierId: s.supplier.id,
        date: '2026-11-02',
        expectedDate: '2026-11-01',
        items: [{ itemId: s.flour.id, qty: 1, unitPrice: 150, taxCategory: 'B' }],
      },
    });
    expect(early.status).toBe(400);
    expect((early.error?.details?.fields as Record<string, unknown> | undefined)?.expectedDate).toBe(
      'On or after the order date',
    );
    const a = await order(s);
    expect(a.purchaseId).toBe('LPO-0001');
    const canceled = await s.api.ok(purchaseOrdersApi.cancel, { params: { id: a.id } });
    expect(canceled).toMatchObject({ status: 'Canceled' });
    const refused = await receiveOf(s)(a.id, {
      deliveryNoteNumber: 'DN',
      items: [{ itemId: s.flour.id, qty: 1 }],
    });
    expect(refused.status).toBe(409);
    const b = await order(s);
    await s.api.ok(purchaseOrdersApi.receive, {
      params: { id: b.id },
      body: { deliveryNoteNumber: 'DN', items: [{ itemId: s.flour.id, qty: 1 }] },
    });
    expect((await s.api.call(purchaseOrdersApi.cancel, { params: { id: b.id } })).status).toBe(409);
  });

  it('voids a receipt bill: the goods go back, the order steps back, the books tie out', async () => {
    const s = await trade(t);
    const lpo = await order(s);
    const first = await s.api.ok(purchaseOrdersApi.receive, {
      params: { id: lpo.id },
      body: { deliveryNoteNumber: 'DN-1', items: [{ itemId: s.flour.id, qty: 60 }] },
    });
    const second = await s.api.ok(purchaseOrdersApi.receive, {
      params: { id: lpo.id },
      body: {
        deliveryNoteNumber: 'DN-2',
        items: [
          { itemId: s.flour.id, qty: 20 },
          { itemId: s.oil.id, qty: 10 },
        ],
      },
    });
    // 10 more flour at 200 moves the average off the 150 the receipts came in at
    await s.api.ok(productsApi.adjustStock, {
      params: { id: s.flour.id },
      body: { quantity: 10, unitCost: 200, reason: 'Found' },
    });
    // the goods of the second receipt are no longer all there: refused, nothing changes
    await s.api.ok(productsApi.adjustStock, {
      params: { id: s.oil.id },
      body: { quantity: -1, reason: 'Broken' },
    });
    const refused = await s.api.call(billsApi.void, { params: { id: second.billId } });
    expect(refused.status).toBe(422);
    expect(refused.error?.code).toBe('insufficient-stock');
    const voided = await s.api.call(billsApi.void, { params: { id: first.billId } });
    expect(voided.status, voided.text).toBe(200);
    expect(voided.body).toMatchObject({ status: 'Void', outstanding: 0 });
    const after = await s.api.ok(purchaseOrdersApi.get, { params: { id: lpo.id } });
    expect(after.items.map((i) => i.receivedQty)).toEqual([20, 10]);
    expect(after).toMatchObject({ status: 'Partially Received', totalReceived: 6105 });
    // 90 flour worth 14,000 (average 155.56): 60 leave at average, 9,333.33
    const flour = await s.api.ok(productsApi.get, { params: { id: s.flour.id } });
    expect(flour).toMatchObject({ currentStock: 30, stockValue: 4666.67 });
    const supplier = await s.api.ok(suppliersApi.get, { params: { id: s.supplier.id } });
    expect(supplier.balance).toBe(second.bill.totalAmount);
    const receipts = await s.api.ok(purchaseOrdersApi.receipts, { params: { id: lpo.id } });
    expect(receipts.items.map((r) => r.status)).toEqual(['Voided', 'Received']);
    await expectPayablesTieOut(t.database.db, s.companyId);
    await expectInventoryTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });
});
