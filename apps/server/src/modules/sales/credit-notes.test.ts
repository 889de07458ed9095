import {
  creditNotesApi,
  customerReceiptsApi,
  customersApi,
  invoicesApi,
  productsApi,
  reportsApi,
  salesDocumentsApi,
  type WireOf,
} from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectInventoryTieOut } from '../../testing/inventory-invariants';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { useTestApp } from '../../testing/test-app';
import { expectReceivablesTieOut, type Sales, sales } from './sales.fixture';

const t = useTestApp();

type InvoiceBody = WireOf<typeof invoicesApi.create.body>;
type TaxCategory = InvoiceBody['lines'][number]['taxCategory'];

const service = (unitPrice: number, taxCategory: TaxCategory = 'A'): InvoiceBody['lines'] => [
  { description: 'Service', unitPrice, taxCategory },
];
const invoice = (s: Sales, body: InvoiceBody) => s.api.ok(invoicesApi.create, { body });

async function receipt(s: Sales, invoiceId: string, amount: number, date: string) {
  return apiClient(t.app, s.token).ok(customerReceiptsApi.create, {
    body: {
      customerId: s.customer.id,
      amount,
      date,
      paymentMethod: 'cash',
      bankAccountId: s.bank.id,
      invoices: [{ invoiceId, amount }],
    },
  });
}

describe('credit notes, receivables aging and customer statements', () => {
  it('credits invoiced lines with stock back at cost; ages open invoices; states the account', async () => {
    const s = await sales(t);
    const a = await invoice(s, {
      customerId: s.customer.id,
      date: '2026-11-01',
      lines: [
        { productId: s.sugar.id, description: 'Sugar', qty: 4, unitPrice: 160, taxCategory: 'B' },
        { productId: s.soap.id, description: 'Soap', qty: 1, unitPrice: 60, taxCategory: 'B' },
      ],
    });
    const b = await invoice(s, {
      customerId: s.customer.id,
      date: '2026-08-01',
      paymentTerms: 'due_on_receipt',
      lines: service(1000),
    });
    const c = await invoice(s, {
      customerId: s.customer.id,
      date: '2026-10-10',
      paymentTerms: 'due_on_receipt',
      lines: service(500, 'B'),
    });
    expect([a.total, b.total, c.total]).toEqual([812, 1000, 580]);
    await receipt(s, b.id, 900, '2026-09-01');
    await receipt(s, a.id, 300, '2026-11-05');
    const credit = (body: WireOf<typeof creditNotesApi.create.body>) =>
      apiClient(t.app, s.token).call(creditNotesApi.create, { body });

    const cn = await credit({
      invoiceId: 'INV-0001',
      date: '2026-11-10',
      returnStock: true,
      lines: [{ lineNo: 1, qty: 2 }],
    });
    expect(cn.status, cn.text).toBe(201);
    expect(cn.body).toMatchObject({
      creditNoteNumber: 'CN-0001',
      subtotal: 320,
      taxTotal: 51.2,
      total: 371.2,
      applied: 371.2,
      unapplied: 0,
      refunded: 0,
      allocations: [{ invoiceId: a.id, invoiceNumber: 'INV-0001', amount: 371.2, date: '2026-11-10' }],
      refunds: [],
    });
    const inv = await s.api.ok(invoicesApi.get, { params: { id: a.id } });
    expect(inv).toMatchObject({
      status: 'PaidPartially',
      amountPaid: 300,
      amountCredited: 371.2,
      outstanding: 140.8,
    });
    const sugar = await s.api.ok(productsApi.get, { params: { id: s.sugar.id } });
    expect(sugar.currentStock).toBe(8);

    const tooMany = await credit({ invoiceId: a.id, lines: [{ lineNo: 1, qty: 3 }] });
    expect(tooMany.status).toBe(422);
    expect(tooMany.error?.code).toBe('credit-exceeds-invoiced');
    const noLine = await credit({ invoiceId: a.id, lines: [{ lineNo: 9, qty: 1 }] });
    expect(noLine.status).toBe(400);
    // A note larger than what the invoice owes: see credit-note-credit.test.ts.

    const tb = await s.api.ok(reportsApi.trialBalance);
    const row = (code: string) => tb.rows.find((r) => r.accountCode === code);
    expect(row('4100')).toMatchObject({ debit: 320 });
    expect(row('2100')).toMatchObject({ credit: 140.8 });
    expect(row('5000')).toMatchObject({ debit: 240 });

    const other = await s.api.ok(customersApi.create, {
      body: { name: 'Aaron Stores', paymentTerms: 'net_15' },
    });
    await invoice(s, { customerId: other.id, date: '2026-11-20', lines: service(100) });
    const aging = await s.api.call(salesDocumentsApi.receivablesAging, { query: { to: '2026-11-30' } });
    expect(aging.status, aging.text).toBe(200);
    expect(aging.body.rows).toEqual([
      {
        customerId: other.id,
        customerName: 'Aaron Stores',
        current: 100,
        days1to30: 0,
        days31to60: 0,
        days61to90: 0,
        over90: 0,
        unappliedCredit: 0,
        total: 100,
      },
      {
        customerId: s.customer.id,
        customerName: 'Nakuru Hardware Ltd',
        current: 140.8,
        days1to30: 0,
        days31to60: 580,
        days61to90: 0,
        over90: 100,
        unappliedCredit: 0,
        total: 820.8,
      },
    ]);
    expect(aging.body.totals).toEqual({
      current: 240.8,
      days1to30: 0,
      days31to60: 580,
      days61to90: 0,
      over90: 100,
      unappliedCredit: 0,
      total: 920.8,
    });

    const statement = await s.api.call(customersApi.statement, {
      params: { id: s.customer.id },
      query: { from: '2026-11-01', to: '2026-11-30' },
    });
    expect(statement.status, statement.text).toBe(200);
    expect(statement.body.openingBalance).toBe(680);
    expect(statement.body.lines.map((l) => [l.type, l.number, l.balance])).toEqual([
      ['invoice', 'INV-0001', 1492],
      ['receipt', 'RCT-0002', 1192],
      ['credit', 'CN-0001', 820.8],
    ]);
    expect(statement.body.closingBalance).toBe(820.8);
    expect(statement.body.aging).toMatchObject({
      current: 140.8,
      days31to60: 580,
      over90: 100,
      total: 820.8,
    });
    expect(statement.body.openInvoices.map((i: { invoiceNumber: string }) => i.invoiceNumber)).toEqual([
      'INV-0002',
      'INV-0003',
      'INV-0001',
    ]);
    await expectReceivablesTieOut(t.database.db, s.companyId);
    await expectInventoryTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });
});
