import { billsApi, ledgerApi, purchaseOrdersApi } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { useTestApp } from '../../testing/test-app';
import { expectPayablesTieOut, type Trade, trade } from './purchasing.fixture';

const t = useTestApp();

const order = (s: Trade) =>
  s.api.ok(purchaseOrdersApi.create, {
    body: {
      supplierId: s.supplier.id,
      date: '2026-11-02',
      notes: 'Weekly flour',
      items: [{ itemId: s.flour.id, qty: 100, unitPrice: 150, taxCategory: 'B' }],
    },
  });

async function rowsOf(s: Trade) {
  const result = await t.database.db.execute(sql`
    select (select count(*) from purchase_order_items where company_id = ${s.companyId})::int as items,
           (select coalesce(sum(total), 0) from purchase_orders where company_id = ${s.companyId})::text as total,
           (select count(*) from journal_entries where company_id = ${s.companyId})::int as entries`);
  return (result as unknown as { rows: unknown[] }).rows[0];
}

describe('purchase orders: edit while Pending, cancelled out of the list, clone; bill clone', () => {
  it('PATCH a Pending order replaces its lines and totals; a received or cancelled one is 409, unchanged', async () => {
    const s = await trade(t);
    const lpo = await order(s);
    const edited = await s.api.call(purchaseOrdersApi.update, {
      params: { id: lpo.purchaseId },
      body: {
        expectedDate: '2026-11-09',
        items: [
          { itemId: s.flour.id, qty: 80, unitPrice: 150, taxCategory: 'B' },
          { itemId: s.oil.id, qty: 10, unitPrice: 300, taxCategory: 'E' },
        ],
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      status: 'Pending',
      expectedDate: '2026-11-09',
      notes: 'Weekly flour',
      subtotal: 15000,
      taxTotal: 2160,
      total: 17160,
    });
    expect(edited.body.items.map((i) => [i.sku, i.qty, i.lineTotal])).toEqual([
      ['FLOUR-2', 80, 13920],
      ['OIL-1', 10, 3240],
    ]);
    const badDate = await s.api.call(purchaseOrdersApi.update, {
      params: { id: lpo.id },
      body: { expectedDate: '2026-10-01' },
    });
    expect(badDate.error?.code).toBe('validation-error');

    await s.api.ok(purchaseOrdersApi.receive, {
      params: { id: lpo.id },
      body: { deliveryNoteNumber: 'DN-1', items: [{ itemId: s.oil.id, qty: 10 }] },
    });
    const before = await rowsOf(s);
    const refused = await s.api.call(purchaseOrdersApi.update, {
      params: { id: lpo.id },
      body: { items: [{ itemId: s.flour.id, qty: 1, unitPrice: 1, taxCategory: 'B' }] },
    });
    expect(refused.status).toBe(409);
    expect(refused.error?.code).toBe('invalid-state');
    expect(await rowsOf(s)).toEqual(before);
    await expectPayablesTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });

  it('cancelled orders leave the default list and come back with the filter; clone is a new Pending order today', async () => {
    const s = await trade(t);
    const kept = await order(s);
    const dropped = await order(s);
    await s.api.ok(purchaseOrdersApi.cancel, { params: { id: dropped.id } });
    const numbers = async (query: Record<string, string>) =>
      (await s.api.ok(purchaseOrdersApi.list, { query })).items.map((o) => o.purchaseId);
    expect(await numbers({})).toEqual([kept.purchaseId]);
    expect(await numbers({ includeCanceled: 'true' })).toEqual([dropped.purchaseId, kept.purchaseId]);
    expect(await numbers({ status: 'Canceled' })).toEqual([dropped.purchaseId]);
    const cancelledEdit = await s.api.call(purchaseOrdersApi.update, {
      params: { id: dropped.id },
      body: { notes: 'x' },
    });
    expect(cancelledEdit.status).toBe(409);

    const copy = await s.api.call(purchaseOrdersApi.clone, { params: { id: dropped.purchaseId } });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      status: 'Pending',
      date: todayIn(),
      supplierId: s.supplier.id,
      notes: 'Weekly flour',
      total: dropped.total,
      totalReceived: 0,
    });
    expect(copy.body.purchaseId).toBe('LPO-0003');
    expect(copy.body.items.map((i) => [i.itemId, i.qty, i.unitPrice, i.receivedQty])).toEqual([
      [s.flour.id, 100, 150, 0],
    ]);
  });

  it('a direct bill clones into a new posted bill today without the supplier invoice number; a goods bill is 409', async () => {
    const s = await trade(t);
    const accounts = await s.api.ok(ledgerApi.listAccounts, { query: { limit: 250 } });
    const internet = accounts.items.find((a) => a.code === '6160')?.id ?? '';
    const bill = await s.api.ok(billsApi.create, {
      body: {
        supplierId: s.supplier.id,
        date: '2026-11-03',
        supplierInvoiceNumber: 'MM-77',
        lines: [
          {
            description: 'Internet',
            accountId: internet,
            unitPrice: 5800,
            taxCategory: 'B',
            priceIncludesTax: true,
          },
        ],
      },
    });
    const copy = await s.api.call(billsApi.clone, { params: { id: bill.billId } });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      status: 'Unpaid',
      date: todayIn(),
      supplierInvoiceNumber: null,
      subtotal: 5000,
      taxTotal: 800,
      totalAmount: 5800,
    });
    expect(copy.body.billId).not.toBe(bill.billId);

    const lpo = await order(s);
    const received = await s.api.ok(purchaseOrdersApi.receive, {
      params: { id: lpo.id },
      body: { deliveryNoteNumber: 'DN-9', items: [{ itemId: s.flour.id, qty: 10 }] },
    });
    const before = await rowsOf(s);
    const refused = await s.api.call(billsApi.clone, { params: { id: received.billId ?? '' } });
    expect(refused.status).toBe(409);
    expect(refused.error?.code).toBe('invalid-state');
    expect(await rowsOf(s)).toEqual(before);
    await expectPayablesTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });
});
