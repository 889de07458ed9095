import {
  customersApi,
  emailDraftsApi,
  emailTemplatesApi,
  invoicesApi,
  purchaseOrdersApi,
  suppliersApi,
} from '@tawi/contracts';
import { outbox } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { pdfText } from '../../testing/pdf-text';
import { useSmtpServer } from '../../testing/smtp-test-server';
import { useTestApp } from '../../testing/test-app';
import { trade } from '../purchasing/purchasing.fixture';
import { sales } from './sales.fixture';

const t = useTestApp();
const { received } = useSmtpServer();

const outboxRow = async (id: string) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.id, id)))[0];
const addresses = (field: unknown) =>
  ((field as { value?: { address?: string }[] } | undefined)?.value ?? []).map((a) => a.address);

describe('document emails from templates', () => {
  it('fills the company template, and sends to several addresses with cc, subject and message as written', async () => {
    const s = await sales(t, 'Kilimani Traders Ltd');
    const api = apiClient(t.app, s.token);
    await api.ok(customersApi.update, {
      params: { id: s.customer.id },
      body: { email: 'accounts@nakuru.co.ke' },
    });
    await api.ok(emailTemplatesApi.save, {
      params: { kind: 'invoice' },
      body: {
        subject: 'Ankara {number} - {customer}',
        body: 'Habari {customer},\n\nAnkara {number} ya {total}, salio {balance}, tarehe {dueDate}.\n\n{company}',
      },
    });
    const invoice = await api.ok(invoicesApi.create, {
      body: {
        customerId: s.customer.id,
        date: '2026-11-02',
        paymentTerms: 'net_30',
        lines: [
          { productId: s.sugar.id, description: 'Sugar 1 kg', qty: 2, unitPrice: 160, taxCategory: 'B' },
        ],
      },
    });
    const expectedBody =
      'Habari Nakuru Hardware Ltd,\n\nAnkara INV-0001 ya KES 371.20, salio KES 371.20, tarehe 02 Dec 2026.\n\nKilimani Traders Ltd';
    const draft = await api.ok(emailDraftsApi.invoice, { params: { id: invoice.id } });
    expect(draft).toEqual({
      to: ['accounts@nakuru.co.ke'],
      cc: [],
      subject: 'Ankara INV-0001 - Nakuru Hardware Ltd',
      message: expectedBody,
    });

    // only `to`, as older callers send it: the template fills subject and message
    const plain = await api.call(invoicesApi.email, {
      params: { id: invoice.id },
      body: { to: 'Boss@Nakuru.co.ke' },
    });
    expect(plain.status, plain.text).toBe(202);
    expect(plain.body).toMatchObject({
      to: 'boss@nakuru.co.ke',
      subject: 'Ankara INV-0001 - Nakuru Hardware Ltd',
    });
    expect(received.at(-1)?.text?.trim()).toBe(expectedBody);

    const res = await api.call(invoicesApi.email, {
      params: { id: invoice.id },
      body: {
        to: ['accounts@nakuru.co.ke', 'Director@Nakuru.co.ke'],
        cc: 'me@kilimani.co.ke; sales@kilimani.co.ke',
        subject: 'INV-0001 as agreed',
        message: 'Dear Wanjiru,\n\nAs agreed on the phone.',
      },
    });
    expect(res.status, res.text).toBe(202);
    expect(res.body).toMatchObject({
      status: 'sent',
      to: 'accounts@nakuru.co.ke, director@nakuru.co.ke',
      subject: 'INV-0001 as agreed',
    });
    const mail = received.at(-1);
    expect(addresses(mail?.to)).toEqual(['accounts@nakuru.co.ke', 'director@nakuru.co.ke']);
    expect(addresses(mail?.cc)).toEqual(['me@kilimani.co.ke', 'sales@kilimani.co.ke']);
    expect(mail?.subject).toBe('INV-0001 as agreed');
    expect(mail?.text?.trim()).toBe('Dear Wanjiru,\n\nAs agreed on the phone.');
    expect(pdfText(mail?.attachments[0]?.content ?? Buffer.alloc(0))).toContain('INV-0001');
    const row = await outboxRow(res.body.id);
    expect(row).toMatchObject({
      toAddress: 'accounts@nakuru.co.ke, director@nakuru.co.ke',
      ccAddress: 'me@kilimani.co.ke, sales@kilimani.co.ke',
      subject: 'INV-0001 as agreed',
      status: 'sent',
      sourceType: 'invoice',
      sourceId: invoice.id,
    });

    const bad = await api.call(invoicesApi.email, {
      params: { id: invoice.id },
      body: { cc: 'me@kilimani', subject: 'Two\nlines' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error?.details?.fields as object).sort()).toEqual(['cc.0', 'subject']);

    const other = await sales(t, 'Peeking Ltd');
    const peek = await apiClient(t.app, other.token).call(emailDraftsApi.invoice, {
      params: { id: invoice.id },
    });
    expect(peek.status).toBe(404);
  });

  it('emails a purchase order to the supplier from the purchase-order template, with cc, as a PDF', async () => {
    const s = await trade(t, 'Mama Mboga Supplies Ltd');
    await s.api.ok(suppliersApi.update, {
      params: { id: s.supplier.id },
      body: { email: 'orders@millers.co.ke', contactName: 'Hassan Ali' },
    });
    const lpo = await s.api.ok(purchaseOrdersApi.create, {
      body: {
        supplierId: s.supplier.id,
        date: '2026-11-20',
        items: [{ itemId: s.flour.id, qty: 10, unitPrice: 150, taxCategory: 'B' }],
      },
    });
    const draft = await s.api.ok(emailDraftsApi.purchaseOrder, { params: { id: lpo.id } });
    expect(draft.to).toEqual(['orders@millers.co.ke']);
    expect(draft.subject).toBe('Purchase order LPO-0001 from Mama Mboga Supplies Ltd');
    expect(draft.message).toContain('Dear Hassan Ali,');
    expect(draft.message).toContain('purchase order LPO-0001 of 20 Nov 2026 for KES 1,740.00 including VAT');

    const res = await s.api.call(purchaseOrdersApi.email, {
      params: { id: lpo.purchaseId },
      body: { cc: ['stores@mamamboga.co.ke'] },
    });
    expect(res.status, res.text).toBe(202);
    expect(res.body).toMatchObject({ status: 'sent', to: 'orders@millers.co.ke', subject: draft.subject });
    const mail = received.at(-1);
    expect(addresses(mail?.cc)).toEqual(['stores@mamamboga.co.ke']);
    expect(mail?.text?.trim()).toBe(draft.message);
    const [pdf] = mail?.attachments ?? [];
    expect(pdf?.filename).toBe('Purchase-order-LPO-0001-Mombasa-Millers-Ltd.pdf');
    expect(pdfText(pdf?.content ?? Buffer.alloc(0))).toContain('PURCHASE ORDER');
    expect(await outboxRow(res.body.id)).toMatchObject({
      sourceType: 'purchase-order',
      sourceId: lpo.id,
      ccAddress: 'stores@mamamboga.co.ke',
    });
  });
});
