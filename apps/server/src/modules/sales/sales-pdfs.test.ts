import {
  companyApi,
  creditNotesApi,
  customerReceiptsApi,
  customersApi,
  estimatesApi,
  invoicesApi,
  salesDocumentsApi,
} from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { type ApiResult, apiClient } from '../../testing/api-client';
import { pdfText } from '../../testing/pdf-text';
import { useTestApp } from '../../testing/test-app';
import { DUKA_PAYMENT_INSTRUCTIONS, type Sales, sales } from './sales.fixture';

const t = useTestApp();

/** The customer documents' PDFs. */
type DocumentPdf =
  | typeof invoicesApi.pdf
  | typeof estimatesApi.pdf
  | typeof salesDocumentsApi.creditNotePdf
  | typeof salesDocumentsApi.receiptPdf;

/** A document's PDF (by id or number) as `token` downloads it. */
const download = (token: string, entry: DocumentPdf, id: string) =>
  apiClient(t.app, token).call(entry, { params: { id } });

/** The PDF of the answer as text, after checking it is one and its file name. */
async function pdfOf(
  answer: Promise<ApiResult<DocumentPdf | typeof customersApi.statementPdf>>,
  filename: string,
) {
  const res = await answer;
  expect(res.status, res.text).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
  return pdfText(res.body).replace(/ +/g, ' ');
}

const pdfOfDocument = (s: Sales, entry: DocumentPdf, id: string, filename: string) =>
  pdfOf(download(s.token, entry, id), filename);

describe('sales documents', () => {
  it('prints the tax invoice with both KRA PINs, tax codes and totals per category; and the statement', async () => {
    const s = await sales(t, 'Duka la Mama Ltd');
    const api = apiClient(t.app, s.token);
    await api.ok(companyApi.update, { body: { kraPin: 'P051222222B' } });
    const inv = await api.ok(invoicesApi.create, {
      body: {
        customerId: s.customer.id,
        date: '2026-11-02',
        lines: [
          { productId: s.sugar.id, description: 'Sugar 1 kg', qty: 3, unitPrice: 160, taxCategory: 'B' },
          { description: 'Delivery', unitPrice: 450, taxCategory: 'A' },
        ],
      },
    });
    const res = await download(s.token, invoicesApi.pdf, inv.invoiceNumber);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Invoice-INV-0001-Nakuru-Hardware-Ltd.pdf"',
    );
    const text = pdfText(res.body);
    for (const expected of [
      'TAX INVOICE',
      'Duka la Mama Ltd',
      'KRA PIN: P051222222B',
      'Number: INV-0001',
      'Nakuru Hardware Ltd',
      'KRA PIN: P051111111A',
      'Sugar 1 kg',
      'B (16%)',
      'A (0%)',
      'KES 930.00',
      'KES 76.80',
      'KES 1,006.80',
    ]) {
      expect(text).toContain(expected);
    }
    const statement = await api.call(customersApi.statementPdf, {
      params: { id: s.customer.id },
      query: { to: '2026-11-30' },
    });
    expect(statement.status).toBe(200);
    const st = pdfText(statement.body);
    expect(st).toContain('CUSTOMER STATEMENT');
    expect(st).toContain('INV-0001');
    expect(st).toMatch(/Balance due\s+KES 1,006\.80/);
    const other = await sales(t, 'Other Ltd');
    expect((await download(other.token, invoicesApi.pdf, inv.id)).status).toBe(404);
  });

  it('prints estimates, credit notes and receipts, each with the payment instructions from Settings', async () => {
    const s = await sales(t, 'Duka la Mama Ltd');
    const api = apiClient(t.app, s.token);
    const profile = await api.call(companyApi.update, {
      body: { kraPin: 'P051222222B', paymentInstructions: DUKA_PAYMENT_INSTRUCTIONS },
    });
    expect(profile.status, profile.text).toBe(200);
    const est = await api.ok(estimatesApi.create, {
      body: {
        customerId: s.customer.id,
        date: '2026-11-02',
        lines: [
          { productId: s.sugar.id, description: 'Sugar 1 kg', qty: 2, unitPrice: 160, taxCategory: 'B' },
          { description: 'Installation', unitPrice: 1000, taxCategory: 'E' },
        ],
      },
    });
    const estimate = await pdfOfDocument(
      s,
      estimatesApi.pdf,
      est.estimateNumber,
      'Estimate-EST-0001-Nakuru-Hardware-Ltd.pdf',
    );
    for (const expected of [
      'ESTIMATE',
      'KRA PIN: P051222222B',
      'Prepared for',
      'KRA PIN: P051111111A',
      'Valid until: 02 Dec 2026',
      'E (8%)',
      'B (16%)',
      'KES 320.00 KES 51.20',
      'KES 1,000.00 KES 80.00',
      'Total KES 1,451.20',
      'Bank: Equity Bank, Kimathi Street branch',
      'Account number: 0180 2940 11234',
      'M-Pesa paybill: 247247, account: EST-0001',
      'M-Pesa till: 5123456',
      'Cheques payable to Duka la Mama Ltd',
    ]) {
      expect(estimate).toContain(expected);
    }

    const inv = await api.ok(invoicesApi.create, {
      body: {
        customerId: s.customer.id,
        date: '2026-11-03',
        lines: [
          { productId: s.sugar.id, description: 'Sugar 1 kg', qty: 3, unitPrice: 160, taxCategory: 'B' },
        ],
      },
    });
    const invoice = await pdfOfDocument(
      s,
      invoicesApi.pdf,
      inv.id,
      'Invoice-INV-0001-Nakuru-Hardware-Ltd.pdf',
    );
    expect(invoice).toContain('Total KES 556.80');
    expect(invoice).toContain('M-Pesa paybill: 247247, account: INV-0001');

    await api.ok(customerReceiptsApi.create, {
      body: {
        customerId: s.customer.id,
        amount: 250,
        date: '2026-11-04',
        paymentMethod: 'mpesa',
        reference: 'QGH7K2L9XM',
        bankAccountId: s.bank.id,
        invoices: [{ invoiceId: inv.id, amount: 200 }],
      },
    });
    const receipt = await pdfOfDocument(
      s,
      salesDocumentsApi.receiptPdf,
      'RCT-0001',
      'Receipt-RCT-0001-Nakuru-Hardware-Ltd.pdf',
    );
    for (const expected of [
      'RECEIPT',
      'Paid by: M-Pesa',
      'Reference: QGH7K2L9XM',
      'Received from',
      'Nakuru Hardware Ltd',
      'INV-0001 KES 200.00',
      'Amount received KES 250.00',
      'Credit on account KES 50.00',
    ]) {
      expect(receipt).toContain(expected);
    }

    const cn = await api.ok(creditNotesApi.create, {
      body: {
        invoiceId: 'INV-0001',
        date: '2026-11-05',
        reason: 'One bag torn',
        lines: [{ lineNo: 1, qty: 1 }],
      },
    });
    const note = await pdfOfDocument(
      s,
      salesDocumentsApi.creditNotePdf,
      cn.id,
      'Credit-note-CN-0001-Nakuru-Hardware-Ltd.pdf',
    );
    for (const expected of [
      'CREDIT NOTE',
      'Invoice: INV-0001',
      'Credit to',
      'KRA PIN: P051111111A',
      'B (16%)',
      'KES 160.00 KES 25.60',
      'Total KES 185.60',
      'Reason: One bag torn',
      'Balance of INV-0001 still due: how to pay',
      'M-Pesa paybill: 247247, account: INV-0001',
    ]) {
      expect(note).toContain(expected);
    }

    const statement = await pdfOf(
      api.call(customersApi.statementPdf, { params: { id: s.customer.id }, query: { to: '2026-11-30' } }),
      'Statement-Nakuru-Hardware-Ltd-2026-11-30.pdf',
    );
    expect(statement).toContain('KRA PIN: P051111111A');
    expect(statement).toContain('Bank: Equity Bank, Kimathi Street branch');

    const other = await sales(t, 'Other Ltd');
    for (const [entry, id] of [
      [estimatesApi.pdf, est.id],
      [salesDocumentsApi.creditNotePdf, cn.id],
      [salesDocumentsApi.receiptPdf, 'RCT-0001'],
    ] as const) {
      const res = await download(other.token, entry, id);
      expect(res.status, `${entry.id} ${id}`).toBe(404);
    }
    const otherEstimate = await pdfOfDocument(other, estimatesApi.pdf, 'EST-0001', 'EST-0001.pdf').catch(
      () => '',
    );
    expect(otherEstimate).not.toContain('247247');
  });
});
