import { creditNotesApi, customerReceiptsApi, customersApi, invoicesApi, type WireOf } from '@tawi/contracts';

import type { TestApp } from '../../../testing/test-app';
import { dashboardCompany } from '../dashboard/dashboard.fixture';

type InvoiceLine = WireOf<typeof invoicesApi.create.body>['lines'][number];

/**
 * The dashboard's company (dashboard.fixture.ts: Nakuru Hardware Ltd, invoices 1,000 on 1 Sep, 500 on
 * 15 Oct, 2,000 at Mombasa on 5 Nov, sugar 3 x 160 (cost 300) on 10 Nov paid by RCT 556.80 on 12 Nov,
 * soap 2 x 60 (cost 80) on 20 Nov less a credit note of 1 soap on 21 Nov, stock not returned; a bill of
 * Safaricom PLC for 5,800 due 1 Dec) plus a second customer, Kisumu Traders (net 15), all at Nairobi:
 *   INV 2026-01-15 supply contract 300,000 (+48,000), paid by receipt 2026-02-01 (EFT-100)
 *   INV 2026-11-12 delivery 2 x 1,500 = 3,000 (+480), paid by receipt 4,000 on 18 Nov (EFT-200: 520 left
 *       as credit); credit note 22 Nov for 1 delivery (1,500 + 240, "Damaged in transit") held as credit,
 *       1,000 of it refunded on 23 Nov
 *   INV 2026-11-12 sugar 1 x 160 (cost 100), voided 15 Nov
 *   INV 2026-11-14 soap 1 x 60 (cost 40); credit note 16 Nov returning it to stock ("Returned unopened")
 * and a third customer, Eldoret Supplies, who bought nothing.
 */
export async function salesTablesCompany(t: TestApp) {
  const c = await dashboardCompany(t);
  const { api } = c;
  const kisumu = await api.ok(customersApi.create, {
    body: { name: 'Kisumu Traders', paymentTerms: 'net_15' },
  });
  const eldoret = await api.ok(customersApi.create, {
    body: { name: 'Eldoret Supplies', paymentTerms: 'net_30' },
  });
  const invoice = (date: string, line: Omit<InvoiceLine, 'taxCategory'>) =>
    api.ok(invoicesApi.create, {
      body: { customerId: kisumu.id, date, lines: [{ ...line, taxCategory: 'B' }] },
    });
  const receive = (date: string, amount: number, reference: string, invoiceId: string, applied: number) =>
    api.ok(customerReceiptsApi.create, {
      body: {
        customerId: kisumu.id,
        date,
        amount,
        paymentMethod: 'bank_transfer',
        reference,
        bankAccountId: c.bank.id,
        invoices: [{ invoiceId, amount: applied }],
      },
    });
  const contract = await invoice('2026-01-15', { description: 'Supply contract', unitPrice: 300_000 });
  await receive('2026-02-01', 348_000, 'EFT-100', contract.id, 348_000);
  const delivery = await invoice('2026-11-12', { description: 'Delivery', qty: 2, unitPrice: 1500 });
  await receive('2026-11-18', 4000, 'EFT-200', delivery.id, 3480);
  const damaged = await api.ok(creditNotesApi.create, {
    body: {
      invoiceId: delivery.id,
      date: '2026-11-22',
      reason: 'Damaged in transit',
      lines: [{ lineNo: 1, qty: 1 }],
    },
  });
  await api.ok(creditNotesApi.refund, {
    params: { id: damaged.id },
    body: {
      amount: 1000,
      date: '2026-11-23',
      bankAccountId: c.bank.id,
      method: 'bank_transfer',
      reference: 'EFT-300',
    },
  });
  const sugar = { productId: c.sugar.id, description: 'Sugar 1 kg', unitPrice: 160 };
  const voided = await invoice('2026-11-12', sugar);
  await api.ok(invoicesApi.void, {
    params: { id: voided.id },
    body: { reason: 'Wrong customer', date: '2026-11-15' },
  });
  const soap = await invoice('2026-11-14', { productId: c.soap.id, description: 'Bar soap', unitPrice: 60 });
  const returned = await api.ok(creditNotesApi.create, {
    body: {
      invoiceId: soap.id,
      date: '2026-11-16',
      reason: 'Returned unopened',
      returnStock: true,
      lines: [{ lineNo: 1, qty: 1 }],
    },
  });
  return { ...c, kisumu, eldoret, damaged, returned };
}
