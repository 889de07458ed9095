import {
  billsApi,
  branchesApi,
  customersApi,
  invoicesApi,
  productsApi,
  purchaseOrdersApi,
  supplierPaymentsApi,
  suppliersApi,
  transfersApi,
} from '@tawi/contracts';
import type { TestApp } from '../../../testing/test-app';
import { trade } from '../../purchasing/purchasing.fixture';
import { accountIdByCode } from '../dashboard/dashboard.fixture';

/**
 * A trading company built through the API (today 2026-11-25), Nairobi (the owner's branch) and
 * Mombasa, VAT 16% (category B), Net 30 suppliers:
 *   LPO-0001 1 Sep, expected 10 Sep, Mombasa Millers: flour 100 x 150, oil 40 x 300; all received
 *     8 Sep (GRN-0001, BILL-0001 27,000 + 4,320 = 31,320, due 8 Oct): on time and complete
 *   LPO-0002 1 Oct, expected 5 Oct: flour 50 x 150; 30 received 10 Oct (BILL-0002 4,500 + 720 =
 *     5,220, due 9 Nov): late and short
 *   PAY 15 Oct 20,000 on BILL-0001; PAY 20 Nov 1,000 on BILL-0002, voided 22 Nov
 *   Kenya Power (Mombasa): BILL-0003 3 Nov 2,000 + 320 (due 3 Dec); BILL-0004 4 Nov 1,000 + 160,
 *     voided 6 Nov
 *   INV 10 Nov Nairobi: 20 flour x 220 (cost 20 x 150 = 3,000)
 *   TRN-0001 flour 10 Nairobi -> Mombasa (1,500), dispatched 12 Nov, received 14 Nov
 *   15 Nov: 2 oil damaged in Nairobi (-600)
 *   TRN-0002 oil 5 Nairobi -> Mombasa (1,500), dispatched 20 Nov, still in transit
 * Stock 25 Nov: Nairobi flour 100 (15,000), oil 33 (9,900); Mombasa flour 10 (1,500): 26,400.
 * Stock 31 Oct: Nairobi flour 130 (19,500), oil 40 (12,000): 31,500.
 */
export async function stockTradeCompany(t: TestApp) {
  const s = await trade(t);
  const { api } = s;
  const mombasa = await api.ok(branchesApi.create, { body: { name: 'Mombasa' } });
  const order = (date: string, expectedDate: string, items: { itemId: string; qty: number }[]) =>
    api.ok(purchaseOrdersApi.create, {
      body: {
        supplierId: s.supplier.id,
        date,
        expectedDate,
        items: items.map((i) => ({
          ...i,
          unitPrice: i.itemId === s.oil.id ? 300 : 150,
          taxCategory: 'B' as const,
        })),
      },
    });
  const receive = (id: string, date: string, items: { itemId: string; qty: number }[], note: string) =>
    api.ok(purchaseOrdersApi.receive, { params: { id }, body: { deliveryNoteNumber: note, date, items } });
  const lpo1 = await order('2026-09-01', '2026-09-10', [
    { itemId: s.flour.id, qty: 100 },
    { itemId: s.oil.id, qty: 40 },
  ]);
  await receive(
    lpo1.id,
    '2026-09-08',
    [
      { itemId: s.flour.id, qty: 100 },
      { itemId: s.oil.id, qty: 40 },
    ],
    'DN-1',
  );
  const lpo2 = await order('2026-10-01', '2026-10-05', [{ itemId: s.flour.id, qty: 50 }]);
  await receive(lpo2.id, '2026-10-10', [{ itemId: s.flour.id, qty: 30 }], 'DN-2');
  const pay = (paymentDate: string, billId: string, amount: number) =>
    api.ok(supplierPaymentsApi.create, {
      body: {
        supplierId: s.supplier.id,
        amount,
        paymentMethod: 'bank_transfer',
        paymentDate,
        bankAccountId: s.bank.id,
        reference: null,
        notes: null,
        bills: [{ billId, amount }],
      },
    });
  await pay('2026-10-15', 'BILL-0001', 20000);
  const voidedPayment = await pay('2026-11-20', 'BILL-0002', 1000);
  await api.ok(supplierPaymentsApi.void, {
    params: { id: voidedPayment.id },
    body: { reason: 'Wrong bill', date: '2026-11-22' },
  });

  const power = await api.ok(suppliersApi.create, {
    body: { name: 'Kenya Power', phone: '0711000000', kraPin: 'P000111222B', paymentTerms: 'net_30' },
  });
  const electricity = await accountIdByCode(t, s.companyId, '6160');
  const expenseBill = (date: string, unitPrice: number) =>
    api.ok(billsApi.create, {
      body: {
        supplierId: power.id,
        branchId: mombasa.id,
        date,
        lines: [{ description: 'Power', accountId: electricity, unitPrice, taxCategory: 'B' }],
      },
    });
  await expenseBill('2026-11-03', 2000);
  const voided = await expenseBill('2026-11-04', 1000);
  await api.ok(billsApi.void, {
    params: { id: voided.id },
    body: { reason: 'Duplicate', date: '2026-11-06' },
  });

  const customer = await api.ok(customersApi.create, {
    body: { name: 'Nakuru Bakers', paymentTerms: 'net_30' },
  });
  const sale = await api.ok(invoicesApi.create, {
    body: {
      customerId: customer.id,
      date: '2026-11-10',
      lines: [{ productId: s.flour.id, description: 'Flour', qty: 20, unitPrice: 220, taxCategory: 'B' }],
    },
  });
  const transfer = async (sku: string, dispatched: string, received?: string) => {
    const created = await api.ok(transfersApi.create, {
      body: { toBranchId: mombasa.id, items: [{ sku, qty: sku === 'OIL-1' ? 5 : 10 }] },
    });
    await api.ok(transfersApi.dispatch, { params: { id: created.id }, body: { date: dispatched } });
    if (received)
      await api.ok(transfersApi.receive, { params: { id: created.id }, body: { date: received } });
    return created;
  };
  await transfer('FLOUR-2', '2026-11-12', '2026-11-14');
  await api.ok(productsApi.adjustStock, {
    params: { id: s.oil.id },
    body: { quantity: -2, reason: 'Damaged', date: '2026-11-15' },
  });
  await transfer('OIL-1', '2026-11-20');
  return { ...s, mombasa, power, lpo1, lpo2, sale };
}
