import {
  billsApi,
  companyApi,
  creditNotesApi,
  invoicesApi,
  ledgerApi,
  suppliersApi,
  taxApi,
  type WireOf,
} from '@tawi/contracts';
import type { TaxCategoryCode } from '@tawi/domain';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { useTestApp } from '../../testing/test-app';
import { type Sales, sales } from '../sales/sales.fixture';

const t = useTestApp();

const service = (unitPrice: number, taxCategory: TaxCategoryCode = 'B') => [
  { description: 'Site survey', qty: 1, unitPrice, taxCategory },
];

/**
 * October 2026, filed on 10 Nov: INV-0001 of 1,000 + VAT 160 to Nakuru Hardware (5 Oct) and
 * BILL-0001 of 500 + VAT 80 from Mombasa Millers (8 Oct).
 */
async function filedOctober(s: Sales) {
  const api = apiClient(t.app, s.token);
  const accounts = (await api.ok(ledgerApi.listAccounts, { query: { limit: 250 } })).items;
  const rent = accounts.find((a) => a.code === '6190')!;
  const supplier = await api.ok(suppliersApi.create, {
    body: { name: 'Mombasa Millers Ltd', kraPin: 'P000111222Q', paymentTerms: 'net_30' },
  });
  const invoice = await api.ok(invoicesApi.create, {
    body: { customerId: s.customer.id, date: '2026-10-05', lines: service(1000) },
  });
  const bill = await api.ok(billsApi.create, {
    body: {
      supplierId: supplier.id,
      date: '2026-10-08',
      supplierInvoiceNumber: 'MM-77',
      lines: [{ description: 'Packaging', accountId: rent.id, unitPrice: 500, taxCategory: 'B' }],
    },
  });
  await api.ok(taxApi.file, { params: { period: '2026-10' }, body: { filingDate: '2026-11-10' } });
  return { api, invoice, bill, rent, supplier };
}

const summary = (s: Sales, period: string) =>
  apiClient(t.app, s.token).ok(taxApi.get, { params: { period } });
const figures = (x: Record<string, unknown>) => ({
  totalSales: x.totalSales,
  outputVat: x.outputVat,
  totalPurchases: x.totalPurchases,
  inputVat: x.inputVat,
  netVat: x.netVat,
});
const entryCount = async (s: Sales) =>
  (await apiClient(t.app, s.token).ok(ledgerApi.listEntries, { query: { limit: 1 } })).total;
const entryDated = async (s: Sales, memo: string) =>
  (await apiClient(t.app, s.token).ok(ledgerApi.listEntries, { query: { search: memo } })).items[0];

describe('voids are dated; VAT follows the date', () => {
  it('a void dated next month leaves the filed month as filed and counts negatively in its own', async () => {
    const s = await sales(t);
    const { api, invoice, bill } = await filedOctober(s);
    const october = { totalSales: 1000, outputVat: 160, totalPurchases: 500, inputVat: 80, netVat: 80 };
    expect(figures(await summary(s, '2026-10'))).toEqual(october);
    const entries = await entryCount(s);
    const voidInvoice = (body: WireOf<typeof invoicesApi.void.body>) =>
      api.call(invoicesApi.void, { params: { id: invoice.id }, body });

    // in the filed month: refused, naming the month; nothing changed
    const inFiled = await voidInvoice({ reason: 'Wrong customer', date: '2026-10-20' });
    expect(inFiled.status).toBe(422);
    expect(inFiled.error).toMatchObject({
      code: 'vat-period-filed',
      message: 'The VAT return for October 2026 is filed',
      details: { period: '2026-10' },
    });
    // before the invoice's own date: refused, naming both dates
    const early = await voidInvoice({ date: '2026-10-04' });
    expect(early.status).toBe(422);
    expect(early.error).toMatchObject({
      code: 'invalid-date',
      message: "The date 04 Oct 2026 is before INV-0001's date 05 Oct 2026",
    });
    const bad = await voidInvoice({ date: '2026-13-01' });
    expect(bad.status).toBe(400);
    const still = await api.ok(invoicesApi.get, { params: { id: invoice.id } });
    expect(still).toMatchObject({ status: 'Overdue', voidDate: null, voidReason: null });
    expect(await entryCount(s)).toBe(entries);

    // dated in November: the reversal is dated then, and November takes the invoice back
    const voided = await voidInvoice({ reason: 'Wrong customer', date: '2026-11-03' });
    expect(voided.status, voided.text).toBe(200);
    expect(voided.body).toMatchObject({
      status: 'Void',
      voidDate: '2026-11-03',
      voidReason: 'Wrong customer',
    });
    expect(await entryDated(s, 'Void of invoice INV-0001')).toMatchObject({
      date: '2026-11-03',
      totalDebit: 1160,
    });
    const voidBill = (body: WireOf<typeof billsApi.void.body>) =>
      api.call(billsApi.void, { params: { id: bill.id }, body });
    const billInFiled = await voidBill({ date: '2026-10-31' });
    expect(billInFiled.error).toMatchObject({
      code: 'vat-period-filed',
      message: 'The VAT return for October 2026 is filed',
    });
    const billVoided = await voidBill({ reason: 'Billed twice', date: '2026-11-04' });
    expect(billVoided.body).toMatchObject({
      status: 'Void',
      voidDate: '2026-11-04',
      voidReason: 'Billed twice',
    });
    expect(await entryDated(s, 'Void of bill BILL-0001')).toMatchObject({ date: '2026-11-04' });

    const oct = await summary(s, '2026-10');
    expect(figures(oct)).toEqual(october);
    expect(oct).toMatchObject({ status: 'Filed', changedSinceFiling: false, filedFigures: october });
    const nov = await summary(s, '2026-11');
    expect(figures(nov)).toEqual({
      totalSales: -1000,
      outputVat: -160,
      totalPurchases: -500,
      inputVat: -80,
      netVat: -80,
    });
    expect(nov.salesTransactions).toEqual([
      expect.objectContaining({
        kind: 'invoice-void',
        documentId: invoice.id,
        number: 'INV-0001',
        date: '2026-11-03',
        amount: -1000,
        vat: -160,
        relatedNumber: 'INV-0001',
        relatedDate: '2026-10-05',
      }),
    ]);
    expect(nov.purchaseTransactions).toEqual([
      expect.objectContaining({
        kind: 'bill-void',
        number: 'MM-77',
        date: '2026-11-04',
        amount: -500,
        vat: -80,
        relatedNumber: 'MM-77',
        relatedDate: '2026-10-08',
      }),
    ]);
    const zip = await api.ok(taxApi.returnZip, { params: { period: '2026-11' } });
    const files = unzipSync(new Uint8Array(zip));
    const csv = (name: string) =>
      strFromU8(files[`vat-2026-11/${name}`] ?? new Uint8Array())
        .trimEnd()
        .split('\r\n')
        .slice(1);
    expect(csv('sales-registered-16.csv')).toEqual([
      'P051111111A,Nakuru Hardware Ltd,,03/11/2026,INV-0001,Site survey,-1000.00,-160.00,INV-0001,05/10/2026',
    ]);
    expect(csv('purchases-16.csv')).toEqual([
      'Local,P000111222Q,Mombasa Millers Ltd,04/11/2026,MM-77,Packaging,,-500.00,-80.00,MM-77,08/10/2026',
    ]);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });

  it('a filed month takes no invoice, bill or credit note, and a refusal changes nothing', async () => {
    const s = await sales(t, 'Filed Month Ltd');
    const { api, rent, supplier } = await filedOctober(s);
    const entries = await entryCount(s);
    const invoices = async () => (await api.ok(invoicesApi.list, { query: { limit: 1 } })).total;
    const before = await invoices();
    const refused = (res: { status: number; error?: unknown }) => {
      expect(res.status).toBe(422);
      expect(res.error).toMatchObject({
        code: 'vat-period-filed',
        message: 'The VAT return for October 2026 is filed',
      });
    };

    refused(
      await api.call(invoicesApi.create, {
        body: { customerId: s.customer.id, date: '2026-10-25', lines: service(300) },
      }),
    );
    expect(await invoices()).toBe(before);
    // a draft changes no figure; issuing it would
    const draft = await api.ok(invoicesApi.create, {
      body: { customerId: s.customer.id, date: '2026-10-26', status: 'Draft', lines: service(300) },
    });
    refused(await api.call(invoicesApi.issue, { params: { id: draft.id } }));
    expect((await api.ok(invoicesApi.get, { params: { id: draft.id } })).status).toBe('Draft');
    refused(
      await api.call(billsApi.create, {
        body: {
          supplierId: supplier.id,
          date: '2026-10-30',
          lines: [{ description: 'Late', accountId: rent.id, unitPrice: 100, taxCategory: 'A' }],
        },
      }),
    );
    // a credit note on a September invoice, dated in October
    const september = await api.ok(invoicesApi.create, {
      body: { customerId: s.customer.id, date: '2026-09-28', lines: service(200) },
    });
    const entriesBefore = await entryCount(s);
    const credit = (date: string) =>
      api.call(creditNotesApi.create, {
        body: { invoiceId: september.id, date, lines: [{ lineNo: 1, qty: 1 }] },
      });
    refused(await credit('2026-10-02'));
    const beforeInvoice = await credit('2026-09-27');
    expect(beforeInvoice.error).toMatchObject({
      code: 'invalid-date',
      message: `The date 27 Sep 2026 is before ${september.invoiceNumber}'s date 28 Sep 2026`,
    });
    expect(await entryCount(s)).toBe(entriesBefore);
    expect((await api.ok(creditNotesApi.list)).total).toBe(0);
    expect(entriesBefore).toBe(entries + 1);
    // September is not filed: the credit note goes there
    const note = await credit('2026-09-30');
    expect(note.status, note.text).toBe(201);
    expect(figures(await summary(s, '2026-09'))).toEqual({
      totalSales: 0,
      outputVat: 0,
      totalPurchases: 0,
      inputVat: 0,
      netVat: 0,
    });
    expect(figures(await summary(s, '2026-10'))).toMatchObject({ totalSales: 1000, outputVat: 160 });
  });

  it('a void on or before the lock date is period-locked; reopening a month lets a void in', async () => {
    const s = await sales(t, 'Locked Ltd');
    const { api, invoice } = await filedOctober(s);
    const locked = await api.call(companyApi.setLockDate, { body: { lockDate: '2026-11-05' } });
    expect(locked.status).toBe(200);
    const params = { id: invoice.id };
    const inLocked = await api.call(invoicesApi.void, { params, body: { date: '2026-11-05' } });
    expect(inLocked.status).toBe(422);
    expect(inLocked.error?.code).toBe('period-locked');
    await api.call(companyApi.setLockDate, { body: { lockDate: null } });
    await api.ok(taxApi.reopen, { params: { period: '2026-10' } });
    // reopened, October takes the void: the invoice and its void cancel out there
    await api.ok(invoicesApi.void, { params, body: { date: '2026-10-31' } });
    const oct = await summary(s, '2026-10');
    expect(oct).toMatchObject({ status: 'Pending', totalSales: 0, outputVat: 0, inputVat: 80 });
    expect(oct.salesTransactions).toEqual([]);
  });
});

describe('filing a month while invoices of it are issued', () => {
  it('every invoice is either in the filed figures or refused; the filed month never drifts', async () => {
    const s = await sales(t, 'Busy Month Ltd');
    const api = apiClient(t.app, s.token);
    const issue = (i: number) =>
      api.call(invoicesApi.create, {
        body: { customerId: s.customer.id, date: '2026-10-15', lines: service(100 + i) },
      });
    // four invoices sent before the filing, four after, all at once
    const before = [0, 1, 2, 3].map(issue);
    const filed = api.call(taxApi.file, {
      params: { period: '2026-10' },
      body: { filingDate: '2026-11-10' },
    });
    const after = [4, 5, 6, 7].map(issue);
    const [filing, invoices] = await Promise.all([filed, Promise.all([...before, ...after])]);
    expect(filing.status, filing.text).toBe(200);
    for (const r of invoices) {
      expect([201, 422]).toContain(r.status);
      if (r.status === 422) expect(r.error?.code).toBe('vat-period-filed');
    }
    const issued = invoices.filter((r) => r.status === 201).map((r) => r.body.subtotal);
    const oct = await summary(s, '2026-10');
    expect(oct.changedSinceFiling).toBe(false);
    expect(oct.totalSales).toBe(issued.reduce((a, b) => a + b, 0));
    expect(oct.filedFigures?.totalSales).toBe(oct.totalSales);
  });
});
