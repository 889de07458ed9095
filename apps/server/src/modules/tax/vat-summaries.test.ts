import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  billsApi,
  branchesApi,
  creditNotesApi,
  customersApi,
  invoicesApi,
  ledgerApi,
  suppliersApi,
  taxApi,
  urlOf,
  type WireOf,
} from '@tawi/contracts';
import { addDays, type TaxCategoryCode } from '@tawi/domain';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { staffWithRole, useTestApp } from '../../testing/test-app';
import { type Sales, sales } from '../sales/sales.fixture';

const t = useTestApp();

const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Uploads `payload` as a PDF, the filing report of October 2026. */
const upload = (token: string, payload: Buffer, query: WireOf<typeof taxApi.attachReport.query> = {}) =>
  apiClient(t.app, token).call(taxApi.attachReport, {
    params: { period: '2026-10' },
    query,
    body: new Blob([new Uint8Array(payload)], { type: 'application/pdf' }),
  });

/**
 * October 2026 of Duka Bora: INV-0001 to Nakuru Hardware (PIN) of 1,000 at 16% and 300 exempt,
 * INV-0002 to a walk-in buyer of 200 at 8%, a credit note of 250 + VAT 40 on INV-0001, a bill of 600
 * + VAT 96 from Mombasa Millers; left out: a draft, an invoice and a bill voided in October (a
 * document and its void in one month cancel out), and a November invoice.
 */
async function october(s: Sales) {
  const api = apiClient(t.app, s.token);
  const rent = (await api.ok(ledgerApi.listAccounts, { query: { limit: 250 } })).items.find(
    (a) => a.code === '6190',
  )!;
  const walkIn = await api.ok(customersApi.create, {
    body: { name: 'Walk-in buyer', paymentTerms: 'due_on_receipt' },
  });
  const line = (description: string, unitPrice: number, taxCategory: TaxCategoryCode) => ({
    description,
    unitPrice,
    taxCategory,
  });
  const invoice = (body: WireOf<typeof invoicesApi.create.body>) => api.ok(invoicesApi.create, { body });
  await invoice({
    customerId: s.customer.id,
    date: '2026-10-05',
    lines: [line('Cement 50 kg', 1000, 'B'), line('Delivery (exempt)', 300, 'A')],
  });
  await invoice({ customerId: walkIn.id, date: '2026-10-10', lines: [line('Diesel 1 litre', 200, 'E')] });
  await invoice({
    customerId: s.customer.id,
    date: '2026-10-12',
    status: 'Draft',
    lines: [line('Draft only', 5000, 'B')],
  });
  const voided = await invoice({
    customerId: s.customer.id,
    date: '2026-10-13',
    lines: [line('Cancelled sale', 7000, 'B')],
  });
  await api.ok(invoicesApi.void, {
    params: { id: voided.id },
    body: { reason: 'Entered twice', date: '2026-10-13' },
  });
  await api.ok(creditNotesApi.create, {
    body: { invoiceId: 'INV-0001', date: '2026-10-20', lines: [{ lineNo: 1, qty: 0.25 }] },
  });
  const supplier = await api.ok(suppliersApi.create, {
    body: { name: 'Mombasa Millers Ltd', kraPin: 'P000111222Q', paymentTerms: 'net_30' },
  });
  const bill = (date: string, number: string, unitPrice: number) =>
    api.ok(billsApi.create, {
      body: {
        supplierId: supplier.id,
        date,
        supplierInvoiceNumber: number,
        supplierInvoiceDate: addDays(date, -2),
        lines: [{ description: 'Packaging', accountId: rent.id, unitPrice, taxCategory: 'B' }],
      },
    });
  await bill('2026-10-15', 'S-889', 600);
  const wrong = await bill('2026-10-16', 'S-890', 900);
  await api.ok(billsApi.void, { params: { id: wrong.id }, body: { date: '2026-10-31' } });
  await invoice({ customerId: s.customer.id, date: '2026-11-02', lines: [line('November sale', 400, 'B')] });
  return { api, bill, rent, supplier };
}

describe('VAT summaries', () => {
  it("adds up a month's invoices, credit notes and bills per tax category, with its due date", async () => {
    const s = await sales(t);
    const { api } = await october(s);
    const list = await api.call(taxApi.list, { query: { year: 2026, limit: 12 } });
    expect(list.status).toBe(200);
    const oct = list.body.items.find((i) => i.period === '2026-10');
    expect(oct).toMatchObject({
      label: 'Oct 2026',
      from: '2026-10-01',
      to: '2026-10-31',
      dueDate: '2026-11-20',
      status: 'Pending',
      filingDate: null,
      totalSales: 1250, // 1,000 + 300 + 200 - 250
      outputVat: 136, // 160 + 16 - 40
      totalPurchases: 600,
      inputVat: 96,
      netVat: 40,
      transactionsCount: 4,
      changedSinceFiling: false,
    });
    // the months of the year up to this one, newest first; September's is empty
    expect((list.body.items[0]?.period ?? '') > '2026-10').toBe(true);
    // months before the company came (it signed up today) show only when they hold documents
    expect(list.body.items.map((i) => i.period)).not.toContain('2026-09');
    expect(list.body.items.map((i) => i.period)).toContain('2026-10');
    const sep = await api.call(taxApi.get, { params: { period: '2026-09' } });
    expect(sep.body).toMatchObject({ totalSales: 0, netVat: 0, transactionsCount: 0, dueDate: '2026-10-19' });

    const detail = await api.call(taxApi.get, { params: { period: '2026-10' } });
    expect(detail.body.byCategory).toEqual([
      { category: 'A', sales: 300, outputVat: 0, purchases: 0, inputVat: 0 },
      { category: 'B', sales: 750, outputVat: 120, purchases: 600, inputVat: 96 },
      { category: 'C', sales: 0, outputVat: 0, purchases: 0, inputVat: 0 },
      { category: 'D', sales: 0, outputVat: 0, purchases: 0, inputVat: 0 },
      { category: 'E', sales: 200, outputVat: 16, purchases: 0, inputVat: 0 },
    ]);
    expect(
      detail.body.salesTransactions.map((x) => [
        x.number,
        x.category,
        x.amount,
        x.vat,
        x.partyPin,
        x.relatedNumber,
      ]),
    ).toEqual([
      ['INV-0001', 'A', 300, 0, 'P051111111A', null],
      ['INV-0001', 'B', 1000, 160, 'P051111111A', null],
      ['INV-0002', 'E', 200, 16, null, null],
      ['CN-0001', 'B', -250, -40, 'P051111111A', 'INV-0001'],
    ]);
    expect(detail.body.purchaseTransactions).toMatchObject([
      {
        number: 'S-889',
        partyName: 'Mombasa Millers Ltd',
        partyPin: 'P000111222Q',
        amount: 600,
        vat: 96,
        date: '2026-10-15',
        partyDocumentDate: '2026-10-13',
      },
    ]);

    // the VAT3 schedules in a ZIP, one file per section and rate, in the template's columns, dates as KRA writes them
    const october2026 = { params: { period: '2026-10' } };
    const zip = await api.call(taxApi.returnZip, october2026);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toContain('vat-return-2026-10.zip');
    const files = unzipSync(new Uint8Array(zip.raw));
    expect(Object.keys(files).sort()).toEqual(
      [
        'summary.csv',
        'sales-registered-16.csv',
        'sales-registered-8.csv',
        'sales-non-registered-16.csv',
        'sales-non-registered-8.csv',
        'sales-zero-rated.csv',
        'sales-exempt.csv',
        'purchases-16.csv',
        'purchases-8.csv',
        'purchases-zero-rated.csv',
        'purchases-exempt.csv',
        'withholding-vat-credits.csv',
      ]
        .map((f) => `vat-2026-10/${f}`)
        .sort(),
    );
    const csv = (name: string) =>
      strFromU8(files[`vat-2026-10/${name}`] ?? new Uint8Array())
        .trimEnd()
        .split('\r\n');
    expect(csv('sales-registered-16.csv')).toEqual([
      'PIN of Purchaser,Name of Purchaser,ETR Serial Number,Invoice Date,Invoice Number,Description of Goods / Services,Taxable Value (Ksh),Amount of VAT (Ksh),Relevant Invoice Number,Relevant Invoice Date',
      'P051111111A,Nakuru Hardware Ltd,,05/10/2026,INV-0001,Cement 50 kg,1000.00,160.00,,',
      'P051111111A,Nakuru Hardware Ltd,,20/10/2026,CN-0001,Cement 50 kg,-250.00,-40.00,INV-0001,05/10/2026',
    ]);
    expect(csv('sales-registered-8.csv')).toHaveLength(1);
    // the walk-in buyer (no PIN) is one total at 8%
    expect(csv('sales-non-registered-8.csv')).toEqual([
      'Taxable Value (Ksh),Amount of VAT (Ksh)',
      '200.00,16.00',
    ]);
    expect(csv('sales-non-registered-16.csv')).toEqual([
      'Taxable Value (Ksh),Amount of VAT (Ksh)',
      '0.00,0.00',
    ]);
    expect(csv('sales-exempt.csv')).toEqual([
      'PIN of Purchaser,Name of Purchaser,ETR Serial Number,Invoice Date,Invoice Number,Description of Goods / Services,Sales Value (Ksh)',
      'P051111111A,Nakuru Hardware Ltd,,05/10/2026,INV-0001,Delivery (exempt),300.00',
    ]);
    expect(csv('purchases-16.csv')).toEqual([
      'Type of Purchase,PIN of Supplier,Name of Supplier,Invoice Date,Invoice Number,Description of Goods / Services,Custom Entry Number,Taxable Value (Ksh),Amount of VAT (Ksh),Relevant Invoice Number,Relevant Invoice Date',
      // the supplier's own invoice number and date (the bill is dated 15/10)
      'Local,P000111222Q,Mombasa Millers Ltd,13/10/2026,S-889,Packaging,,600.00,96.00,,',
    ]);
    expect(csv('summary.csv')).toEqual([
      'Period,Due date,Total sales,Output VAT,Total purchases,Input VAT,Withholding VAT credits,Net VAT',
      'Oct 2026,20/11/2026,1250.00,136.00,600.00,96.00,0.00,40.00',
    ]);

    // the spec's paths answer the same files under its names
    const specZip = await api.call(taxApi.downloadZip, october2026);
    expect(specZip.status).toBe(200);
    expect(specZip.headers['content-disposition']).toContain('VAT_Summary_2026-10.zip');
    const specFiles = unzipSync(new Uint8Array(specZip.raw));
    expect(strFromU8(specFiles['vat-2026-10/purchases-16.csv'] ?? new Uint8Array())).toBe(
      strFromU8(files['vat-2026-10/purchases-16.csv'] ?? new Uint8Array()),
    );
    const specPdf = await api.call(taxApi.downloadPdf, october2026);
    expect(specPdf.headers['content-type']).toBe('application/pdf');
    expect(specPdf.headers['content-disposition']).toContain('VAT_Summary_2026-10.pdf');
    expect(Buffer.from(specPdf.raw).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await api.call(taxApi.downloadZip, { params: { period: '2026-13' } })).status).toBe(400);

    const pdf = await api.call(taxApi.pdf, october2026);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(join(tmpdir(), 'vat-pdf-'));
    writeFileSync(join(dir, 'vat.pdf'), pdf.raw);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'vat.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toMatch(/Duka Bora Ltd/);
    expect(text).toMatch(/B - 16% VAT\s+KES 750\.00\s+KES 120\.00\s+KES 600\.00\s+KES 96\.00/);
    expect(text).toMatch(/VAT payable\s+KES 40\.00/);
    expect(text).toMatch(/Due: 20 Nov 2026/);
  });

  it('files a month once it is over, keeps the figures as filed, and its reports', async () => {
    const s = await sales(t);
    const { api, bill, rent, supplier } = await october(s);
    const file = (period: string, body: WireOf<typeof taxApi.file.body>) =>
      api.call(taxApi.file, { params: { period }, body });

    const early = await file('2026-10', { filingDate: '2026-10-31' });
    expect(early.status).toBe(400);
    expect(early.error?.details?.fields).toEqual({ filingDate: 'After the period, from 01 Nov 2026' });
    const future = await file('2026-10', { filingDate: '2099-01-01' });
    expect(future.error?.details?.fields).toEqual({ filingDate: 'Cannot be after today' });
    const open = await file('2099-01', { filingDate: '2099-02-01' });
    expect(open.status).toBe(422);
    expect(open.error).toMatchObject({
      code: 'vat-period-open',
      message: 'Jan 2099 is not over yet: its return can be filed from 01 Feb 2099',
    });

    const filed = await file('2026-10', { filingDate: '2026-11-15', reference: 'KRA-ACK-5521' });
    expect(filed.status).toBe(200);
    expect(filed.body).toMatchObject({
      status: 'Filed',
      filingDate: '2026-11-15',
      reference: 'KRA-ACK-5521',
      overdue: false,
      filedFigures: {
        totalSales: 1250,
        outputVat: 136,
        totalPurchases: 600,
        inputVat: 96,
        withholdingCredits: 0,
        netVat: 40,
      },
      changedSinceFiling: false,
    });
    const twice = await file('2026-10', { filingDate: '2026-11-16' });
    expect(twice.status).toBe(409);
    expect(twice.error?.message).toBe('The return of Oct 2026 is filed already');

    // a bill of October entered after filing is refused: the filed month keeps its figures
    const late = await api.call(billsApi.create, {
      body: {
        supplierId: supplier.id,
        date: '2026-10-30',
        lines: [{ description: 'Late', accountId: rent.id, unitPrice: 100, taxCategory: 'B' }],
      },
    });
    expect(late.status).toBe(422);
    expect(late.error).toMatchObject({
      code: 'vat-period-filed',
      message: 'The VAT return for October 2026 is filed',
    });
    const october2026 = { params: { period: '2026-10' } };
    const unchanged = await api.call(taxApi.get, october2026);
    expect(unchanged.body).toMatchObject({ inputVat: 96, netVat: 40, changedSinceFiling: false });
    // dated in November it goes through, into November
    await bill('2026-11-03', 'S-901', 100);

    const uploaded = await upload(s.token, PDF_BYTES, {
      fileName: 'VAT3 acknowledgement.pdf',
      description: 'KRA iTax acknowledgement',
    });
    expect(uploaded.status, uploaded.text).toBe(201);
    const reportOf = { params: { period: '2026-10', reportId: uploaded.body.id } };
    expect(uploaded.body).toMatchObject({
      name: 'VAT3 acknowledgement.pdf',
      size: PDF_BYTES.length,
      description: 'KRA iTax acknowledgement',
      url: urlOf(taxApi.readReport, reportOf),
    });
    const download = await api.call(taxApi.readReport, reportOf);
    expect(Buffer.from(download.raw).equals(PDF_BYTES)).toBe(true);
    const fake = await upload(s.token, Buffer.from('not a pdf at all'));
    expect(fake.status).toBe(415);
    const withReport = await api.call(taxApi.get, october2026);
    expect(withReport.body.filingReportsCount).toBe(1);
    expect(withReport.body.filingReports).toHaveLength(1);

    const reopened = await api.call(taxApi.reopen, october2026);
    expect(reopened.body).toMatchObject({ status: 'Pending', filingDate: null, filedFigures: null });
    const pending = await api.call(taxApi.list, { query: { year: 2026, status: 'Filed' } });
    expect(pending.body.total).toBe(0);
    expect((await api.call(taxApi.removeReport, reportOf)).status).toBe(204);
    expect((await api.call(taxApi.readReport, reportOf)).status).toBe(404);
  });

  it('shows a company only its own VAT, and only to users of every branch', async () => {
    const s = await sales(t);
    const { api } = await october(s);
    const other = await sales(t, 'Other Ltd');
    const october2026 = { params: { period: '2026-10' } };
    const theirs = await apiClient(t.app, other.token).call(taxApi.get, october2026);
    expect(theirs.body).toMatchObject({ totalSales: 0, outputVat: 0, transactionsCount: 0 });
    expect((await api.call(taxApi.get, { params: { period: '2026-13' } })).status).toBe(400);

    const mombasa = await api.ok(branchesApi.create, { body: { name: 'Mombasa' } });
    const manager = await staffWithRole(t.app, s.owner, 'branch_manager', [s.branchId]);
    const refused = await apiClient(t.app, manager.token).call(taxApi.list);
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe(
      'VAT returns cover every branch: only a user of every branch can see them',
    );
    const both = await staffWithRole(t.app, s.owner, 'accountant', [s.branchId, mombasa.id]);
    const seen = await apiClient(t.app, both.token).call(taxApi.get, october2026);
    expect(seen.body.netVat).toBe(40);
    const storekeeper = await staffWithRole(t.app, s.owner, 'storekeeper', [s.branchId, mombasa.id]);
    expect((await apiClient(t.app, storekeeper.token).call(taxApi.list)).status).toBe(403);
  });
});
