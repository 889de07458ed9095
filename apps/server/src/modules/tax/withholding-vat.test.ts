import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  billsApi,
  companyApi,
  customerReceiptsApi,
  customersApi,
  invoicesApi,
  ledgerApi,
  reportsApi,
  salesDocumentsApi,
  supplierPaymentsApi,
  suppliersApi,
  taxApi,
} from '@tawi/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { useTestApp } from '../../testing/test-app';
import { sales } from '../sales/sales.fixture';

const t = useTestApp();

/** A trial balance row by account code or name (the bank account's ledger account goes by its name). */
async function trialBalance(token: string, to: string) {
  const tb = await apiClient(t.app, token).ok(reportsApi.trialBalance, { query: { to } });
  return (code: string) => {
    const row = tb.rows.find((r) => r.accountCode === code || r.accountName === code);
    return { debit: row?.debit ?? 0, credit: row?.credit ?? 0 };
  };
}

const csvLines = (files: Record<string, Uint8Array>, name: string) =>
  strFromU8(files[name] ?? new Uint8Array())
    .trimEnd()
    .split('\r\n');

describe('withholding VAT', () => {
  it("a customer that is an agent pays less the 2% it withheld: a claim on KRA that offsets the month's VAT", async () => {
    const s = await sales(t);
    const api = apiClient(t.app, s.token);
    const invoice = await api.ok(invoicesApi.create, {
      body: {
        customerId: s.customer.id,
        date: '2026-10-05',
        lines: [{ description: 'Roofing sheets', unitPrice: 10000, taxCategory: 'B' }],
      },
    });
    expect(invoice.total).toBe(11600);
    const receipt = (vatWithheld: number, amount = 11400) =>
      api.call(customerReceiptsApi.create, {
        body: {
          customerId: s.customer.id,
          amount,
          date: '2026-10-25',
          paymentMethod: 'bank_transfer',
          bankAccountId: s.bank.id,
          vatWithheld,
          withholdingCertificateNumber: 'KRAWHT0012345',
          withholdingCertificateDate: '2026-10-24',
          invoices: [{ invoiceId: 'INV-0001', amount: amount + vatWithheld }],
        },
      });
    // only from a customer marked an agent
    const notAgent = await receipt(200);
    expect(notAgent.status).toBe(400);
    expect(notAgent.error?.details?.fields).toEqual({
      vatWithheld: 'Nakuru Hardware Ltd is not a withholding VAT agent',
    });
    const marked = await api.ok(customersApi.update, {
      params: { id: s.customer.id },
      body: { withholdingVatAgent: true },
    });
    expect(marked.withholdingVatAgent).toBe(true);
    const tooMuch = await receipt(200.01, 11399.99);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.error?.details?.fields).toEqual({
      vatWithheld: "At most 200.00 (2% of the invoices' taxable value)",
    });
    const noCertificate = await api.call(customerReceiptsApi.create, {
      body: {
        customerId: s.customer.id,
        amount: 11400,
        paymentMethod: 'cash',
        bankAccountId: s.bank.id,
        vatWithheld: 200,
        invoices: [{ invoiceId: 'INV-0001', amount: 11600 }],
      },
    });
    expect(noCertificate.status).toBe(400);
    expect(Object.keys(noCertificate.error?.details?.fields ?? {}).sort()).toEqual([
      'withholdingCertificateDate',
      'withholdingCertificateNumber',
    ]);

    const paid = await receipt(200);
    expect(paid.status, paid.text).toBe(201);
    expect(paid.body).toMatchObject({
      amount: 11400,
      vatWithheld: 200,
      unallocated: 0,
      withholdingCertificateNumber: 'KRAWHT0012345',
      withholdingCertificateDate: '2026-10-24',
      invoices: [{ invoiceNumber: 'INV-0001', amount: 11600 }],
    });
    expect(await api.ok(invoicesApi.get, { params: { id: invoice.id } })).toMatchObject({
      status: 'Paid',
      amountPaid: 11600,
    });
    const pdf = await api.call(salesDocumentsApi.receiptPdf, { params: { id: paid.body.id } });
    const dir = mkdtempSync(join(tmpdir(), 'wht-pdf-'));
    writeFileSync(join(dir, 'r.pdf'), pdf.body);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toMatch(/VAT withheld \(certificate KRAWHT0012345 of 24 Oct 2026\)\s+KES 200\.00/);
    const row = await trialBalance(s.token, '2026-10-31');
    expect(row('1310')).toEqual({ debit: 200, credit: 0 }); // withholding VAT receivable
    expect(row('Equity Current')).toEqual({ debit: 11400, credit: 0 });
    expect(row('1100')).toEqual({ debit: 0, credit: 0 }); // the invoice is settled
    expect(row('2100')).toEqual({ debit: 0, credit: 1600 });
    await expectLedgerInvariants(t.database.db, s.companyId);

    // the month's VAT: output 1,600 less the 200 withheld
    const oct = await api.ok(taxApi.get, { params: { period: '2026-10' } });
    expect(oct).toMatchObject({ outputVat: 1600, inputVat: 0, withholdingCredits: 200, netVat: 1400 });
    expect(oct.withholdingCertificates).toEqual([
      {
        receiptId: paid.body.id,
        receiptNumber: 'RCT-0001',
        date: '2026-10-25',
        withholderName: 'Nakuru Hardware Ltd',
        withholderPin: 'P051111111A',
        certificateNumber: 'KRAWHT0012345',
        certificateDate: '2026-10-24',
        invoiceNumber: 'INV-0001',
        invoiceDate: '2026-10-05',
        amount: 200,
      },
    ]);
    const zip = await api.call(taxApi.returnZip, { params: { period: '2026-10' } });
    const files = unzipSync(new Uint8Array(zip.body));
    expect(csvLines(files, 'vat-2026-10/withholding-vat-credits.csv')).toEqual([
      'PIN of Withholder,Name of Withholder,Invoice Number,Invoice Date,VAT Withholding Certificate Number,VAT Withholding Certificate Date,VAT Withheld Amount (Ksh)',
      'P051111111A,Nakuru Hardware Ltd,INV-0001,05/10/2026,KRAWHT0012345,24/10/2026,200.00',
    ]);
    expect(csvLines(files, 'vat-2026-10/summary.csv')[1]).toBe(
      'Oct 2026,20/11/2026,10000.00,1600.00,0.00,0.00,200.00,1400.00',
    );

    // voided, the claim goes with it
    await api.ok(customerReceiptsApi.void, {
      params: { id: paid.body.id },
      body: { reason: 'Cheque bounced', date: '2026-10-28' },
    });
    expect((await trialBalance(s.token, '2026-10-31'))('1310')).toEqual({ debit: 0, credit: 0 });
    const after = await api.ok(taxApi.get, { params: { period: '2026-10' } });
    expect(after).toMatchObject({ withholdingCredits: 0, netVat: 1600, withholdingCertificates: [] });
    await expectLedgerInvariants(t.database.db, s.companyId);
  });

  it('a company that is an agent withholds 2% from a supplier: a liability due in five working days, listed and as CSV', async () => {
    const s = await sales(t);
    const api = apiClient(t.app, s.token);
    const supplier = await api.ok(suppliersApi.create, {
      body: { name: 'Mombasa Millers Ltd', kraPin: 'P000111222Q', paymentTerms: 'net_30' },
    });
    const accounts = (await api.ok(ledgerApi.listAccounts, { query: { limit: 250 } })).items;
    const rent = accounts.find((a) => a.code === '6100')!;
    const bill = await api.ok(billsApi.create, {
      body: {
        supplierId: supplier.id,
        date: '2026-11-20',
        supplierInvoiceNumber: 'MM-1001',
        supplierInvoiceDate: '2026-11-18',
        lines: [{ description: 'Warehouse rent', accountId: rent.id, unitPrice: 10000, taxCategory: 'B' }],
      },
    });
    expect(bill).toMatchObject({ totalAmount: 11600, supplierInvoiceDate: '2026-11-18' });
    const pay = () =>
      api.call(supplierPaymentsApi.create, {
        body: {
          supplierId: supplier.id,
          amount: 11400,
          vatWithheld: 200,
          paymentMethod: 'bank_transfer',
          paymentDate: '2026-11-25',
          bankAccountId: s.bank.id,
          bills: [{ billId: bill.id, amount: 11600 }],
        },
      });
    const notAgent = await pay();
    expect(notAgent.status).toBe(400);
    expect(notAgent.error?.details?.fields).toEqual({
      vatWithheld: 'Only a withholding VAT agent withholds VAT (Settings, business profile)',
    });
    const company = await api.ok(companyApi.update, { body: { withholdingVatAgent: true } });
    expect(company.withholdingVatAgent).toBe(true);
    const paid = await pay();
    expect(paid.status, paid.text).toBe(201);
    expect(paid.body).toMatchObject({ amount: 11400, vatWithheld: 200 });
    expect(await api.ok(billsApi.get, { params: { id: bill.id } })).toMatchObject({
      status: 'Paid',
      paidAmount: 11600,
    });
    const row = await trialBalance(s.token, '2026-11-30');
    expect(row('2110')).toEqual({ debit: 0, credit: 200 }); // withholding VAT payable
    expect(row('2000')).toEqual({ debit: 0, credit: 0 }); // the supplier is paid in full
    expect(row('Equity Current')).toEqual({ debit: 0, credit: 11400 });
    await expectLedgerInvariants(t.database.db, s.companyId);

    const list = await api.ok(taxApi.withheldVat, { query: { from: '2026-11-01', to: '2026-11-30' } });
    expect(list.items).toEqual([
      {
        paymentId: paid.body.id,
        paymentNo: paid.body.paymentNo,
        paymentDate: '2026-11-25',
        supplierId: supplier.id,
        supplierName: 'Mombasa Millers Ltd',
        supplierPin: 'P000111222Q',
        billNumbers: 'BILL-0001',
        supplierInvoiceNumbers: 'MM-1001',
        taxableValue: 10000,
        vatWithheld: 200,
        dueDate: '2026-12-02', // Wednesday 25th + 5 working days
        overdue: false,
      },
    ]);
    // this month by default
    expect((await api.ok(taxApi.withheldVat, {})).total).toBe(1);
    const csv = await api.call(taxApi.withheldVatCsv, { query: { from: '2026-11-01', to: '2026-11-30' } });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(String(csv.headers['content-disposition'])).toContain('withholding-vat.csv');
    expect(Buffer.from(csv.body).toString('utf8').trimEnd().split('\r\n')).toEqual([
      'PIN of Supplier,Name of Supplier,Payment Number,Payment Date,Bill Numbers,Supplier Invoice Numbers,Taxable Value (Ksh),VAT Withheld (Ksh),Due Date',
      `P000111222Q,Mombasa Millers Ltd,${paid.body.paymentNo},25/11/2026,BILL-0001,MM-1001,10000.00,200.00,02/12/2026`,
    ]);

    // voided, the bill is owed again in full and nothing is due to KRA
    await api.ok(supplierPaymentsApi.void, {
      params: { id: paid.body.id },
      body: { reason: 'Wrong account' },
    });
    const voided = await trialBalance(s.token, '2026-11-30');
    expect(voided('2110')).toEqual({ debit: 0, credit: 0 });
    expect(voided('2000')).toEqual({ debit: 0, credit: 11600 });
    expect((await api.ok(taxApi.withheldVat, {})).items).toEqual([]);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });
});
