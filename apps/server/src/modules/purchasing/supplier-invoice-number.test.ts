import { billsApi, purchaseOrdersApi, suppliersApi } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { type Trade, trade } from './purchasing.fixture';

const t = useTestApp();

async function billFor(s: Trade, supplierId: string, supplierInvoiceNumber: string, unitPrice = 1000) {
  const rent = await s.accountId('6100');
  return s.api.call(billsApi.create, {
    body: {
      supplierId,
      date: '2026-11-02',
      supplierInvoiceNumber,
      lines: [{ description: 'Store rent', accountId: rent, unitPrice, taxCategory: 'A' }],
    },
  });
}

describe("a supplier's invoice number", () => {
  it('is billed once per supplier (any case); again once that bill is void; other suppliers may share it', async () => {
    const s = await trade(t);
    const first = await billFor(s, s.supplier.id, 'INV-4471');
    expect(first.status).toBe(201);
    const again = await billFor(s, s.supplier.id, ' inv-4471 ', 2000);
    expect(again.status).toBe(409);
    const message = `${first.body.billId} already records invoice inv-4471 of ${s.supplier.name}`;
    expect(first.body.billId).toBe('BILL-0001');
    expect(again.error).toMatchObject({
      code: 'duplicate-reference',
      message,
      details: { fields: { supplierInvoiceNumber: message } },
    });
    const other = await s.api.ok(suppliersApi.create, {
      body: { name: 'Kisumu Packers Ltd', paymentTerms: 'net_30' },
    });
    expect((await billFor(s, other.id, 'INV-4471')).status).toBe(201);
    const bills = await s.api.ok(billsApi.list, { query: { supplierId: s.supplier.id } });
    expect(bills.total).toBe(1);

    await s.api.ok(billsApi.void, { params: { id: first.body.id } });
    const replaced = await billFor(s, s.supplier.id, 'INV-4471', 1500);
    expect(replaced.status).toBe(201);
    expect(replaced.body.totalAmount).toBe(1500);
  });

  it('lets one of simultaneous bills with the same number through', async () => {
    const s = await trade(t);
    const results = await Promise.all(Array.from({ length: 6 }, () => billFor(s, s.supplier.id, 'INV-9000')));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it('comes with goods received too, shown on the receipt and its bill, and is not billed twice that way', async () => {
    const s = await trade(t);
    await billFor(s, s.supplier.id, 'INV-7000');
    const lpo = await s.api.ok(purchaseOrdersApi.create, {
      body: {
        supplierId: s.supplier.id,
        date: '2026-11-02',
        items: [{ itemId: s.flour.id, qty: 10, unitPrice: 150, taxCategory: 'B' }],
      },
    });
    const receive = (supplierInvoiceNumber: string) =>
      s.api.call(purchaseOrdersApi.receive, {
        params: { id: lpo.id },
        body: {
          deliveryNoteNumber: 'DN-1',
          date: '2026-11-10',
          supplierInvoiceNumber,
          supplierInvoiceDate: '2026-11-09',
          items: [{ itemId: s.flour.id, qty: 10 }],
        },
      });
    const twice = await receive('inv-7000');
    expect(twice.status).toBe(409);
    expect(twice.error).toMatchObject({
      code: 'duplicate-reference',
      message: `BILL-0001 already records invoice inv-7000 of ${s.supplier.name}`,
    });
    const received = await receive('INV-7001');
    expect(received.status, received.text).toBe(201);
    expect(received.body.bill).toMatchObject({
      billId: 'BILL-0002',
      supplierInvoiceNumber: 'INV-7001',
      supplierInvoiceDate: '2026-11-09',
      date: '2026-11-10',
    });
    const receipts = await s.api.ok(purchaseOrdersApi.receipts, { params: { id: lpo.id } });
    expect(receipts.items).toMatchObject([
      { receiptNumber: 'GRN-0001', supplierInvoiceNumber: 'INV-7001', supplierInvoiceDate: '2026-11-09' },
    ]);
    // searchable in the bills list
    const found = await s.api.ok(billsApi.list, { query: { search: '7001' } });
    expect(found.items.map((b) => b.billId)).toEqual(['BILL-0002']);
  });
});
