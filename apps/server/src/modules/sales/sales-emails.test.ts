import {
  creditNotesApi,
  customerReceiptsApi,
  customersApi,
  estimatesApi,
  invoicesApi,
  salesDocumentsApi,
} from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { pdfText } from '../../testing/pdf-text';
import { useSmtpServer } from '../../testing/smtp-test-server';
import { useTestApp } from '../../testing/test-app';
import { sales } from './sales.fixture';

const t = useTestApp();
const { received } = useSmtpServer();

describe('documents by email over SMTP', () => {
  it('delivers the invoice PDF to the customer through a real SMTP server', async () => {
    const s = await sales(t, 'Mail Traders Ltd');
    const api = apiClient(t.app, s.token);
    await api.ok(customersApi.update, {
      params: { id: s.customer.id },
      body: { email: 'accounts@nakuru.co.ke' },
    });
    const invoice = await api.ok(invoicesApi.create, {
      body: {
        customerId: s.customer.id,
        lines: [
          { productId: s.sugar.id, description: 'Sugar 1 kg', qty: 2, unitPrice: 160, taxCategory: 'B' },
        ],
      },
    });
    const res = await api.call(invoicesApi.email, { params: { id: invoice.id } });
    expect(res.status, res.text).toBe(202);
    expect(res.body).toMatchObject({ status: 'sent', to: 'accounts@nakuru.co.ke' });
    const mail = received.at(-1);
    expect(mail?.subject).toBe(`Invoice ${invoice.invoiceNumber} from Mail Traders Ltd`);
    expect(mail?.text).toContain('KES 371.20');
    const [attachment] = mail?.attachments ?? [];
    expect(attachment?.filename).toMatch(/\.pdf$/);
    expect(attachment?.contentType).toBe('application/pdf');
    expect(pdfText(attachment?.content ?? Buffer.alloc(0))).toContain(invoice.invoiceNumber);
  });

  it('needs an address: none on the customer and none given is a 422 and sends nothing', async () => {
    const s = await sales(t, 'No Mail Ltd');
    const before = received.length;
    const params = { id: s.customer.id };
    const res = await s.api.call(customersApi.emailStatement, { params });
    expect(res.status).toBe(422);
    expect(res.error?.code).toBe('no-email-address');
    const given = await s.api.call(customersApi.emailStatement, {
      params,
      body: { to: 'Owner@Example.co.ke' },
    });
    expect(given.status).toBe(202);
    expect(given.body).toMatchObject({ status: 'sent', to: 'owner@example.co.ke' });
    expect(received.length).toBe(before + 1);
    expect(received.at(-1)?.attachments[0]?.contentType).toBe('application/pdf');
  });

  it('delivers estimates, credit notes and receipts as PDFs; another company cannot mail them', async () => {
    const s = await sales(t, 'Quote Traders Ltd');
    const api = apiClient(t.app, s.token);
    const est = await api.ok(estimatesApi.create, {
      body: {
        customerId: s.customer.id,
        date: '2026-11-02',
        lines: [
          { productId: s.sugar.id, description: 'Sugar 1 kg', qty: 5, unitPrice: 160, taxCategory: 'B' },
        ],
      },
    });
    type Mailing =
      | typeof estimatesApi.email
      | typeof salesDocumentsApi.emailReceipt
      | typeof salesDocumentsApi.emailCreditNote;
    const mail = async (entry: Mailing, id: string, to: string, token = s.token) =>
      apiClient(t.app, token).call(entry, { params: { id }, body: { to } });
    const sent = await mail(estimatesApi.email, est.estimateNumber, 'buyer@nakuru.co.ke');
    expect(sent.status, sent.text).toBe(202);
    expect(sent.body).toMatchObject({
      status: 'sent',
      to: 'buyer@nakuru.co.ke',
      subject: 'Estimate EST-0001 from Quote Traders Ltd',
    });
    const estimateMail = received.at(-1);
    expect(estimateMail?.subject).toBe('Estimate EST-0001 from Quote Traders Ltd');
    expect(estimateMail?.text).toContain('KES 928.00, valid until 02 Dec 2026');
    const [pdf] = estimateMail?.attachments ?? [];
    expect(pdf?.filename).toBe('Estimate-EST-0001-Nakuru-Hardware-Ltd.pdf');
    const text = pdfText(pdf?.content ?? Buffer.alloc(0));
    expect(text).toContain('ESTIMATE');
    expect(text).toMatch(/Total\s+KES 928\.00/);

    const inv = await api.ok(invoicesApi.create, {
      body: {
        customerId: s.customer.id,
        lines: [
          { productId: s.sugar.id, description: 'Sugar 1 kg', qty: 1, unitPrice: 160, taxCategory: 'B' },
        ],
      },
    });
    await api.ok(customerReceiptsApi.create, {
      body: {
        customerId: s.customer.id,
        amount: 185.6,
        paymentMethod: 'cash',
        bankAccountId: s.bank.id,
        invoices: [{ invoiceId: inv.id, amount: 185.6 }],
      },
    });
    const cn = await api.ok(creditNotesApi.create, {
      body: { invoiceId: inv.id, lines: [{ lineNo: 1, qty: 1 }] },
    });
    for (const [entry, id, filename] of [
      [salesDocumentsApi.emailReceipt, 'RCT-0001', 'Receipt-RCT-0001-Nakuru-Hardware-Ltd.pdf'],
      [salesDocumentsApi.emailCreditNote, cn.id, 'Credit-note-CN-0001-Nakuru-Hardware-Ltd.pdf'],
    ] as const) {
      const res = await mail(entry, id, 'accounts@nakuru.co.ke');
      expect(res.status, res.text).toBe(202);
      expect(received.at(-1)?.attachments[0]?.filename).toBe(filename);
    }
    expect(received.at(-2)?.text).toContain('Thank you for your payment of KES 185.60');

    const other = await sales(t, 'Snoop Ltd');
    const before = received.length;
    const refused = await mail(estimatesApi.email, est.id, 'me@snoop.co.ke', other.token);
    expect(refused.status).toBe(404);
    expect(received.length).toBe(before);
  });
});
