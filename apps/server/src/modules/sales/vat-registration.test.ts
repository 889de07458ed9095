import {
  companyApi,
  creditNotesApi,
  estimatesApi,
  invoicesApi,
  productsApi,
  reportsApi,
  taxApi,
  type WireOf,
} from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { pdfText } from '../../testing/pdf-text';
import { useTestApp } from '../../testing/test-app';
import { expectReceivablesTieOut, type Sales, sales } from './sales.fixture';

const t = useTestApp();

type InvoiceBody = WireOf<typeof invoicesApi.create.body>;

const sugarLine = (s: Sales, qty: number): InvoiceBody['lines'][number] => ({
  productId: s.sugar.id,
  description: 'Sugar 1 kg',
  qty,
  unitPrice: 160,
  taxCategory: 'B',
});

/** Trial balance (debit, credit) of an account code. */
async function trialBalance(s: Sales) {
  const tb = await s.api.ok(reportsApi.trialBalance);
  return (code: string) => {
    const r = tb.rows.find((x) => x.accountCode === code);
    return r ? { debit: r.debit, credit: r.credit } : { debit: 0, credit: 0 };
  };
}

const VAT_OUTPUT = '2100';
const SALES = '4000';
const SALES_RETURNS = '4100';

async function invoicePdfText(s: Sales, id: string) {
  const res = await apiClient(t.app, s.token).call(invoicesApi.pdf, { params: { id } });
  expect(res.status, res.text).toBe(200);
  return pdfText(res.body).replace(/ +/g, ' ');
}

describe('a company not VAT-registered', () => {
  it('starts not registered; its invoices, estimates and credit notes carry no VAT and post no output VAT', async () => {
    const s = await sales(t, 'Kiosk ya Mama', { vatRegistered: false });
    const api = apiClient(t.app, s.token);
    expect(await api.ok(companyApi.get)).toMatchObject({ vatRegistered: false, vatRegisteredFrom: null });
    const inv = await api.ok(invoicesApi.create, {
      body: {
        customerId: s.customer.id,
        date: '2026-11-02',
        lines: [sugarLine(s, 2), { description: 'Delivery', qty: 1, unitPrice: 100, taxCategory: 'E' }],
      },
    });
    expect(inv).toMatchObject({ subtotal: 420, taxTotal: 0, total: 420 });
    expect(inv.lines.map((l) => [l.taxCategory, l.amount, l.taxAmount, l.lineTotal])).toEqual([
      ['B', 320, 0, 320],
      ['E', 100, 0, 100],
    ]);
    const note = await api.ok(creditNotesApi.create, {
      body: { invoiceId: inv.id, date: '2026-11-03', lines: [{ lineNo: 1, qty: 1 }] },
    });
    expect(note).toMatchObject({ subtotal: 160, taxTotal: 0, total: 160 });
    const est = await api.ok(estimatesApi.create, {
      body: { customerId: s.customer.id, date: '2026-11-04', lines: [sugarLine(s, 1)] },
    });
    expect(est).toMatchObject({ subtotal: 160, taxTotal: 0, total: 160 });
    const tb = await trialBalance(s);
    expect(tb(VAT_OUTPUT)).toEqual({ debit: 0, credit: 0 });
    expect(tb(SALES)).toEqual({ debit: 0, credit: 420 });
    expect(tb(SALES_RETURNS)).toEqual({ debit: 160, credit: 0 });
    const text = await invoicePdfText(s, inv.id);
    expect(text).toContain('INVOICE');
    expect(text).not.toContain('TAX INVOICE');
    expect(text).toContain('Not VAT-registered: no VAT is charged on this document.');
    await expectLedgerInvariants(t.database.db, s.companyId);
    await expectReceivablesTieOut(t.database.db, s.companyId);
  });

  it('registering needs the KRA PIN and the effective date', async () => {
    const s = await sales(t, 'Kiosk ya Baba', { vatRegistered: false });
    const api = apiClient(t.app, s.token);
    const refused = await api.call(companyApi.update, { body: { vatRegistered: true } });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.error?.details?.fields ?? {}).sort()).toEqual(['kraPin', 'vatRegisteredFrom']);
    const registered = await api.ok(companyApi.update, {
      body: { vatRegistered: true, kraPin: 'P051234567X', vatRegisteredFrom: '2026-11-10' },
    });
    expect(registered).toMatchObject({ vatRegistered: true, vatRegisteredFrom: '2026-11-10' });
    // other edits do not need the registration fields again
    expect((await api.call(companyApi.update, { body: { address: 'Moi Avenue' } })).status).toBe(200);
    const off = await api.ok(companyApi.update, { body: { vatRegistered: false } });
    expect(off).toMatchObject({ vatRegistered: false, vatRegisteredFrom: null });
  });
});

describe('the VAT registration date', () => {
  it('splits documents: untaxed before it, taxed from it; a credit note follows its invoice', async () => {
    const s = await sales(t, 'Duka Jipya', { vatRegistered: false });
    const api = apiClient(t.app, s.token);
    await api.ok(companyApi.update, {
      body: { vatRegistered: true, kraPin: 'P051234567X', vatRegisteredFrom: '2026-11-10' },
    });
    const before = await api.ok(invoicesApi.create, {
      body: { customerId: s.customer.id, date: '2026-11-09', lines: [sugarLine(s, 2)] },
    });
    const from = await api.ok(invoicesApi.create, {
      body: { customerId: s.customer.id, date: '2026-11-10', lines: [sugarLine(s, 2)] },
    });
    expect([before.taxTotal, before.total]).toEqual([0, 320]);
    expect([from.taxTotal, from.total]).toEqual([51.2, 371.2]);
    // recorded documents keep their VAT: the date cannot move over them, nor the registration end
    const earlier = await api.call(companyApi.update, { body: { vatRegisteredFrom: '2026-11-01' } });
    expect(earlier.status).toBe(422);
    expect(earlier.error).toMatchObject({
      code: 'vat-registration-in-use',
      details: { document: before.invoiceNumber },
    });
    const ended = await api.call(companyApi.update, { body: { vatRegistered: false } });
    expect(ended.error).toMatchObject({
      code: 'vat-registration-in-use',
      details: { document: from.invoiceNumber },
    });
    expect((await api.ok(companyApi.get)).vatRegisteredFrom).toBe('2026-11-10');
    // credited after the registration: still no VAT, as its invoice charged none
    const note = await api.ok(creditNotesApi.create, {
      body: { invoiceId: before.id, date: '2026-11-20', lines: [{ lineNo: 1, qty: 1 }] },
    });
    expect([note.taxTotal, note.total]).toEqual([0, 160]);
    // a draft moved across the date is taxed again
    const draft = await api.ok(invoicesApi.create, {
      body: { customerId: s.customer.id, date: '2026-11-05', status: 'Draft', lines: [sugarLine(s, 1)] },
    });
    expect(draft.taxTotal).toBe(0);
    const moved = await api.ok(invoicesApi.update, {
      params: { id: draft.id },
      body: { date: '2026-11-12' },
    });
    expect([moved.taxTotal, moved.total, moved.lines[0]?.taxAmount]).toEqual([25.6, 185.6, 25.6]);
    const tb = await trialBalance(s);
    expect(tb(VAT_OUTPUT)).toEqual({ debit: 0, credit: 51.2 });
    expect(tb(SALES)).toEqual({ debit: 0, credit: 640 });
    // the month's VAT return holds only the taxed invoice, not the untaxed one nor its credit note
    const november = await api.ok(taxApi.get, { params: { period: '2026-11' } });
    expect(november).toMatchObject({ totalSales: 320, outputVat: 51.2 });
    expect(november.salesTransactions.map((x) => x.number)).toEqual([from.invoiceNumber]);
    expect(await invoicePdfText(s, from.id)).toContain('TAX INVOICE');
    expect(await invoicePdfText(s, before.id)).not.toContain('TAX INVOICE');
    await expectLedgerInvariants(t.database.db, s.companyId);
    await expectReceivablesTieOut(t.database.db, s.companyId);
  });
});

describe('a draft saved before registering', () => {
  it('is taxed when issued, dated on or after the registration date', async () => {
    const s = await sales(t, 'Duka la Rasimu', { vatRegistered: false });
    const api = apiClient(t.app, s.token);
    const draft = await api.ok(invoicesApi.create, {
      body: { customerId: s.customer.id, date: '2026-11-20', status: 'Draft', lines: [sugarLine(s, 2)] },
    });
    expect([draft.taxTotal, draft.total]).toEqual([0, 320]);
    await api.ok(companyApi.update, {
      body: { vatRegistered: true, kraPin: 'P051234567X', vatRegisteredFrom: '2026-11-01' },
    });
    const issued = await api.ok(invoicesApi.issue, { params: { id: draft.id } });
    expect(issued).toMatchObject({ status: 'Unpaid', subtotal: 320, taxTotal: 51.2, total: 371.2 });
    expect(issued.lines[0]).toMatchObject({ amount: 320, taxAmount: 51.2, lineTotal: 371.2 });
    const tb = await trialBalance(s);
    expect(tb(VAT_OUTPUT)).toEqual({ debit: 0, credit: 51.2 });
    await expectLedgerInvariants(t.database.db, s.companyId);
    await expectReceivablesTieOut(t.database.db, s.companyId);
  });
});

describe('shelf prices that include VAT', () => {
  it('sells an item priced 230 for 230 = 198.28 + 31.72; new products follow the company setting', async () => {
    const s = await sales(t, 'Supermarket Bora');
    const api = apiClient(t.app, s.token);
    const set = await api.ok(companyApi.update, { body: { sellingPriceIncludesTax: true } });
    expect(set.sellingPriceIncludesTax).toBe(true);
    const milk = await api.ok(productsApi.create, {
      body: { sku: 'MILK-500', name: 'Milk 500 ml', sellingPrice: 230, costPrice: 150, openingStock: 4 },
    });
    expect(milk.sellingPriceIncludesTax).toBe(true);
    const exclusive = await api.ok(productsApi.create, {
      body: { sku: 'BREAD-400', name: 'Bread', sellingPrice: 60, sellingPriceIncludesTax: false },
    });
    expect(exclusive.sellingPriceIncludesTax).toBe(false);
    const inv = await api.ok(invoicesApi.create, {
      body: {
        customerId: s.customer.id,
        date: '2026-11-20',
        lines: [
          {
            productId: milk.id,
            description: 'Milk 500 ml',
            qty: 1,
            unitPrice: 230,
            taxCategory: 'B',
            priceIncludesTax: true,
          },
        ],
      },
    });
    expect(inv).toMatchObject({ subtotal: 198.28, taxTotal: 31.72, total: 230 });
    expect(inv.lines[0]).toMatchObject({ amount: 198.28, taxAmount: 31.72, lineTotal: 230 });
    const tb = await trialBalance(s);
    expect(tb(VAT_OUTPUT)).toEqual({ debit: 0, credit: 31.72 });
    expect(tb(SALES)).toEqual({ debit: 0, credit: 198.28 });
    await expectLedgerInvariants(t.database.db, s.companyId);
  });
});
