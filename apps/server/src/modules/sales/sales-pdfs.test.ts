import { describe, expect, it } from 'vitest';
import { pdfText } from '../../testing/pdf-text';
import { call, useTestApp } from '../../testing/test-app';
import { type Sales, sales } from './sales.fixture';

const t = useTestApp();

const download = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

/** The PDF at `url` as text, after checking it is one and its file name. */
async function pdfOf(s: Sales, url: string, filename: string) {
  const res = await download(s.token, url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
  return pdfText(res.rawPayload).replace(/ +/g, ' ');
}

const INSTRUCTIONS = {
  bankName: 'Equity Bank',
  bankBranch: 'Kimathi Street',
  accountName: 'Duka la Mama Ltd',
  accountNumber: '0180 2940 11234',
  mpesaPaybill: '247247',
  mpesaAccountNumber: '',
  mpesaTill: '5123456',
  note: 'Cheques payable to Duka la Mama Ltd',
};

describe('sales documents', () => {
  it('prints the tax invoice with both KRA PINs, tax codes and totals per category; and the statement', async () => {
    const s = await sales(t, 'Duka la Mama Ltd');
    await call(t.app, 'PATCH', '/api/company', { token: s.token, body: { kraPin: 'P051222222B' } });
    const inv = await s.post('/api/invoices', {
      customerId: s.customer.id,
      date: '2026-11-02',
      lines: [
        { productId: s.sugar.id, description: 'Sugar 1 kg', qty: 3, unitPrice: 160, taxCategory: 'B' },
        { description: 'Delivery', unitPrice: 450, taxCategory: 'A' },
      ],
    });
    const res = await download(s.token, `/api/invoices/${inv.invoiceNumber}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="INV-0001.pdf"');
    const text = pdfText(res.rawPayload);
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
    const statement = await download(s.token, `/api/customers/${s.customer.id}/statement.pdf?to=2026-11-30`);
    expect(statement.statusCode).toBe(200);
    const st = pdfText(statement.rawPayload);
    expect(st).toContain('CUSTOMER STATEMENT');
    expect(st).toContain('INV-0001');
    expect(st).toMatch(/Balance due\s+KES 1,006\.80/);
    const other = await sales(t, 'Other Ltd');
    expect((await download(other.token, `/api/invoices/${inv.id}/pdf`)).statusCode).toBe(404);
  });

  it('prints estimates, credit notes and receipts, each with the payment instructions from Settings', async () => {
    const s = await sales(t, 'Duka la Mama Ltd');
    const profile = await call(t.app, 'PATCH', '/api/company', {
      token: s.token,
      body: { kraPin: 'P051222222B', paymentInstructions: INSTRUCTIONS },
    });
    expect(profile.status, profile.text).toBe(200);
    const est = await s.post('/api/estimates', {
      customerId: s.customer.id,
      date: '2026-11-02',
      lines: [
        { productId: s.sugar.id, description: 'Sugar 1 kg', qty: 2, unitPrice: 160, taxCategory: 'B' },
        { description: 'Installation', unitPrice: 1000, taxCategory: 'E' },
      ],
    });
    const estimate = await pdfOf(s, `/api/estimates/${est.estimateNumber}/pdf`, 'EST-0001.pdf');
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

    const inv = await s.post('/api/invoices', {
      customerId: s.customer.id,
      date: '2026-11-03',
      lines: [{ productId: s.sugar.id, description: 'Sugar 1 kg', qty: 3, unitPrice: 160, taxCategory: 'B' }],
    });
    const invoice = await pdfOf(s, `/api/invoices/${inv.id}/pdf`, 'INV-0001.pdf');
    expect(invoice).toContain('Total KES 556.80');
    expect(invoice).toContain('M-Pesa paybill: 247247, account: INV-0001');

    await s.post('/api/receipts', {
      customerId: s.customer.id,
      amount: 250,
      date: '2026-11-04',
      paymentMethod: 'mpesa',
      reference: 'QGH7K2L9XM',
      bankAccountId: s.bank.id,
      invoices: [{ invoiceId: inv.id, amount: 200 }],
    });
    const receipt = await pdfOf(s, '/api/receipts/RCT-0001/pdf', 'RCT-0001.pdf');
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

    const cn = await s.post('/api/credit-notes', {
      invoiceId: 'INV-0001',
      date: '2026-11-05',
      reason: 'One bag torn',
      lines: [{ lineNo: 1, qty: 1 }],
    });
    const note = await pdfOf(s, `/api/credit-notes/${cn.id}/pdf`, 'CN-0001.pdf');
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
      s,
      `/api/customers/${s.customer.id}/statement.pdf?to=2026-11-30`,
      'statement-Nakuru-Hardware-Ltd-2026-11-30.pdf',
    );
    expect(statement).toContain('KRA PIN: P051111111A');
    expect(statement).toContain('Bank: Equity Bank, Kimathi Street branch');

    const other = await sales(t, 'Other Ltd');
    for (const url of [
      `/api/estimates/${est.id}/pdf`,
      `/api/credit-notes/${cn.id}/pdf`,
      '/api/receipts/RCT-0001/pdf',
    ]) {
      const res = await download(other.token, url);
      expect(res.statusCode, url).toBe(404);
    }
    const otherEstimate = await pdfOf(other, '/api/estimates/EST-0001/pdf', 'EST-0001.pdf').catch(() => '');
    expect(otherEstimate).not.toContain('247247');
  });
});
