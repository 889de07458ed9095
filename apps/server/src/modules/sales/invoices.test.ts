import { customersApi, invoicesApi, productsApi, reportsApi, type WireOf } from '@tawi/contracts';
import { addDays, todayIn } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectInventoryTieOut } from '../../testing/inventory-invariants';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { staffWithRole, useTestApp } from '../../testing/test-app';
import { expectReceivablesTieOut, type Sales, sales } from './sales.fixture';

const t = useTestApp();

type InvoiceBody = WireOf<typeof invoicesApi.create.body>;
type Line = InvoiceBody['lines'][number];

/** Sugar 3 x 160 + 16% (480 + 76.80), soap 2 x 58 incl. 16% (100 + 16), delivery 500 - 50 exempt. */
const mixedLines = (s: Sales): Line[] => [
  { productId: s.sugar.id, description: 'Sugar 1 kg', qty: 3, unitPrice: 160, taxCategory: 'B' },
  {
    productId: s.soap.id,
    description: 'Bar soap',
    qty: 2,
    unitPrice: 58,
    taxCategory: 'B',
    priceIncludesTax: true,
  },
  { description: 'Delivery', qty: 1, unitPrice: 500, discount: 50, taxCategory: 'A' },
];

async function stockOf(s: Sales, productId: string) {
  return (await s.api.call(productsApi.get, { params: { id: productId } })).body.currentStock;
}

async function trialBalance(s: Sales) {
  const tb = await s.api.ok(reportsApi.trialBalance);
  return (code: string) => {
    const r = tb.rows.find((x) => x.accountCode === code);
    return r ? { debit: r.debit, credit: r.credit } : { debit: 0, credit: 0 };
  };
}

describe('invoices', () => {
  it('issues an invoice: tax per line, totals per category, receivables, sales, VAT, cost of sales, stock', async () => {
    const s = await sales(t);
    const api = apiClient(t.app, s.token);
    const inv = await api.ok(invoicesApi.create, {
      body: {
        customerId: s.customer.id,
        date: '2026-11-01',
        lines: mixedLines(s),
      },
    });
    expect(inv).toMatchObject({
      invoiceNumber: 'INV-0001',
      status: 'Unpaid',
      buyerKraPin: 'P051111111A',
      dueDate: '2026-12-01',
      subtotal: 1030,
      taxTotal: 92.8,
      total: 1122.8,
      amountPaid: 0,
      outstanding: 1122.8,
    });
    expect(
      inv.lines.map((l: { amount: number; taxAmount: number; lineTotal: number }) => [
        l.amount,
        l.taxAmount,
        l.lineTotal,
      ]),
    ).toEqual([
      [480, 76.8, 556.8],
      [100, 16, 116],
      [450, 0, 450],
    ]);
    expect(inv.taxByCategory).toMatchObject({
      A: { taxableAmount: 450, tax: 0 },
      B: { taxableAmount: 580, tax: 92.8 },
    });
    expect(await stockOf(s, s.sugar.id)).toBe(7);
    expect(await stockOf(s, s.soap.id)).toBe(3);
    const row = await trialBalance(s);
    expect(row('1100')).toEqual({ debit: 1122.8, credit: 0 });
    expect(row('4000')).toEqual({ debit: 0, credit: 1030 });
    expect(row('2100')).toEqual({ debit: 0, credit: 92.8 });
    expect(row('5000')).toEqual({ debit: 380, credit: 0 });
    expect(row('1200')).toEqual({ debit: 820, credit: 0 });
    const customer = await s.api.call(customersApi.get, { params: { id: s.customer.id } });
    expect(customer.body.balance).toBe(1122.8);
    await expectReceivablesTieOut(t.database.db, s.companyId);
    await expectInventoryTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });

  it('refuses without changing anything: insufficient stock, unknown product, credit limit', async () => {
    const s = await sales(t);
    const api = apiClient(t.app, s.token);
    const post = (body: Partial<InvoiceBody>) =>
      api.call(invoicesApi.create, { body: { customerId: s.customer.id, lines: [], ...body } });
    const short = await post({
      lines: [
        { productId: s.soap.id, description: 'Soap', qty: 1, unitPrice: 60, taxCategory: 'B' },
        { productId: s.sugar.id, description: 'Sugar', qty: 11, unitPrice: 160, taxCategory: 'B' },
      ],
    });
    expect(short.status).toBe(422);
    expect(short.error).toMatchObject({ code: 'insufficient-stock', message: 'Insufficient stock' });
    const unknown = await post({
      lines: [
        {
          productId: '00000000-0000-4000-8000-000000000000',
          description: 'x',
          unitPrice: 1,
          taxCategory: 'B',
        },
      ],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.error?.code).toBe('product-not-found');
    const limited = await s.api.ok(customersApi.create, { body: { name: 'Tight Ltd', creditLimit: 1000 } });
    const over = await post({ customerId: limited.id, lines: mixedLines(s) });
    expect(over.status).toBe(422);
    expect(over.error?.code).toBe('credit-limit-exceeded');
    const badDiscount = await post({
      lines: [{ description: 'x', unitPrice: 10, discount: 11, taxCategory: 'B' }],
    });
    expect(badDiscount.status).toBe(400);
    const empty = await post({ lines: [] });
    expect(empty.status).toBe(400);
    expect(await stockOf(s, s.soap.id)).toBe(5);
    expect(await stockOf(s, s.sugar.id)).toBe(10);
    const list = await api.ok(invoicesApi.list);
    expect(list.total).toBe(0);
    const row = await trialBalance(s);
    expect(row('1100')).toEqual({ debit: 0, credit: 0 });
    const next = await api.ok(invoicesApi.create, {
      body: { customerId: s.customer.id, lines: mixedLines(s) },
    });
    expect(next.invoiceNumber).toBe('INV-0001');
    await expectInventoryTieOut(t.database.db, s.companyId);
  });

  it('edits only drafts; issue posts; void reverses postings and stock; lists filter', async () => {
    const s = await sales(t);
    // dated today (the company's, Africa/Nairobi) so that it is not yet due whenever the test runs
    const today = todayIn();
    const api = apiClient(t.app, s.token);
    const draft = await api.ok(invoicesApi.create, {
      body: {
        customerId: s.customer.id,
        status: 'Draft',
        date: today,
        lines: [{ productId: s.sugar.id, description: 'Sugar', qty: 1, unitPrice: 160, taxCategory: 'B' }],
      },
    });
    expect(draft).toMatchObject({ invoiceNumber: 'INV-0001', status: 'Draft', total: 185.6, outstanding: 0 });
    expect(await stockOf(s, s.sugar.id)).toBe(10);
    const edited = await api.call(invoicesApi.update, {
      params: { id: draft.id },
      body: {
        paymentTerms: 'net_15',
        lines: [{ productId: s.sugar.id, description: 'Sugar', qty: 2, unitPrice: 150, taxCategory: 'B' }],
      },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ total: 348, dueDate: addDays(today, 15), status: 'Draft' });
    const issued = await api.call(invoicesApi.issue, { params: { id: 'INV-0001' } });
    expect(issued.status, issued.text).toBe(200);
    expect(issued.body).toMatchObject({ status: 'Unpaid', outstanding: 348 });
    expect(await stockOf(s, s.sugar.id)).toBe(8);
    const again = await api.call(invoicesApi.issue, { params: { id: draft.id } });
    expect(again.status).toBe(409);
    const locked = await api.call(invoicesApi.update, { params: { id: draft.id }, body: { notes: 'x' } });
    expect(locked.status).toBe(409);
    expect(locked.error?.code).toBe('invalid-state');

    const old = await api.ok(invoicesApi.create, {
      body: {
        customerId: s.customer.id,
        date: '2026-01-05',
        paymentTerms: 'due_on_receipt',
        lines: [{ description: 'Consulting', unitPrice: 1000, taxCategory: 'B' }],
      },
    });
    expect(old.status).toBe('Overdue');
    const q = async (query: WireOf<typeof invoicesApi.list.query>) =>
      (await api.ok(invoicesApi.list, { query })).items.map((i) => i.invoiceNumber);
    expect(await q({ overdue: true })).toEqual(['INV-0002']);
    expect(await q({ status: 'Unpaid' })).toEqual(['INV-0001']);
    expect(await q({ from: `${today.slice(0, 7)}-01`, to: today })).toEqual(['INV-0001']);
    expect(await q({ search: 'nakuru', customerId: s.customer.id })).toEqual(['INV-0001', 'INV-0002']);

    const viewer = await staffWithRole(t.app, s.owner, 'viewer');
    const denied = await apiClient(t.app, viewer.token).call(invoicesApi.void, {
      params: { id: draft.id },
      body: {},
    });
    expect(denied.status).toBe(403);
    const voided = await api.call(invoicesApi.void, {
      params: { id: draft.id },
      body: { reason: 'Wrong customer' },
    });
    expect(voided.status, voided.text).toBe(200);
    expect(voided.body).toMatchObject({ status: 'Void', outstanding: 0, voidReason: 'Wrong customer' });
    expect(await stockOf(s, s.sugar.id)).toBe(10);
    const row = await trialBalance(s);
    expect(row('1100')).toEqual({ debit: 1160, credit: 0 });
    expect(row('5000')).toEqual({ debit: 0, credit: 0 });
    expect(row('1200')).toEqual({ debit: 1200, credit: 0 });
    const twice = await api.call(invoicesApi.void, { params: { id: draft.id } });
    expect(twice.status).toBe(409);
    await expectReceivablesTieOut(t.database.db, s.companyId);
    await expectInventoryTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });
});
