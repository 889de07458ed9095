import { purchaseOrdersApi, supplierPaymentsApi } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { signupCompany, staffWithRole, useTestApp } from '../../testing/test-app';
import { trade } from './purchasing.fixture';

const t = useTestApp();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function paidSupplier() {
  const s = await trade(t);
  const lpo = await s.api.ok(purchaseOrdersApi.create, {
    body: {
      supplierId: s.supplier.id,
      items: [{ itemId: s.flour.id, qty: 1, unitPrice: 100, taxCategory: 'A' }],
    },
  });
  const receipt = await s.api.ok(purchaseOrdersApi.receive, {
    params: { id: lpo.id },
    body: { deliveryNoteNumber: 'DN-1', items: [{ itemId: s.flour.id, qty: 1 }] },
  });
  const payment = await s.api.ok(supplierPaymentsApi.create, {
    body: {
      supplierId: s.supplier.id,
      amount: 100,
      paymentMethod: 'cash',
      bankAccountId: s.bank.id,
      bills: [{ billId: receipt.billId, amount: 100 }],
    },
  });
  return { s, payment };
}

const upload = (token: string, paymentId: string, body: Buffer, type: string, fileName = 'receipt.pdf') =>
  apiClient(t.app, token).call(supplierPaymentsApi.attach, {
    params: { id: paymentId },
    query: { fileName },
    body: new Blob([new Uint8Array(body)], { type }),
  });

describe('payment attachments', () => {
  it('keeps a PDF with the payment and gives it back byte for byte', async () => {
    const { s, payment } = await paidSupplier();
    const res = await upload(s.token, payment.id, PDF, 'application/pdf', 'EFT confirmation.pdf');
    expect(res.status, res.text).toBe(201);
    const saved = res.body;
    expect(saved).toMatchObject({
      fileName: 'EFT confirmation.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    const record = await s.api.ok(supplierPaymentsApi.get, { params: { id: payment.id } });
    expect(record.attachments).toEqual([saved]);
    const file = await s.api.call(supplierPaymentsApi.attachment, {
      params: { id: payment.id, attachmentId: saved.id },
    });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="EFT confirmation.pdf"');
    expect(file.body.equals(PDF)).toBe(true);
  });

  it('refuses files that are not what they claim, too large or empty, and strangers', async () => {
    const { s, payment } = await paidSupplier();
    expect((await upload(s.token, payment.id, Buffer.from('not a pdf'), 'application/pdf')).status).toBe(415);
    expect((await upload(s.token, payment.id, PDF, 'image/png')).status).toBe(415);
    expect((await upload(s.token, payment.id, PDF, 'text/plain')).status).toBe(415);
    const big = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(s.token, payment.id, big, 'application/pdf')).status).toBe(413);
    const viewer = await staffWithRole(t.app, s.owner, 'viewer');
    expect((await upload(viewer.token, payment.id, PDF, 'application/pdf')).status).toBe(403);
    const other = await signupCompany(t.app, { companyName: 'Other Co Ltd' });
    expect((await upload(other.token, payment.id, PDF, 'application/pdf')).status).toBe(404);
    const record = await s.api.ok(supplierPaymentsApi.get, { params: { id: payment.id } });
    expect(record.attachments).toEqual([]);
  });
});
