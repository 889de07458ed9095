import { describe, expect, it } from 'vitest';
import { call, signupCompany, staffWithRole, useTestApp } from '../../testing/test-app';
import { trade } from './purchasing.fixture';

const t = useTestApp();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function paidSupplier() {
  const s = await trade(t);
  const lpo = await s.post('/api/purchase-orders', {
    supplierId: s.supplier.id,
    items: [{ itemId: s.flour.id, qty: 1, unitPrice: 100, taxCategory: 'A' }],
  });
  const receipt = await s.post(`/api/purchase-orders/${lpo.id}/receive`, {
    deliveryNoteNumber: 'DN-1',
    items: [{ itemId: s.flour.id, qty: 1 }],
  });
  const payment = await s.post('/api/payments', {
    supplierId: s.supplier.id,
    amount: 100,
    paymentMethod: 'cash',
    bankAccountId: s.bank.id,
    bills: [{ billId: receipt.billId, amount: 100 }],
  });
  return { s, payment };
}

const upload = (token: string, paymentId: string, body: Buffer, type: string, fileName = 'receipt.pdf') =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/${paymentId}/attachments?fileName=${encodeURIComponent(fileName)}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    payload: body,
  });

describe('payment attachments', () => {
  it('keeps a PDF with the payment and gives it back byte for byte', async () => {
    const { s, payment } = await paidSupplier();
    const res = await upload(s.token, payment.id, PDF, 'application/pdf', 'EFT confirmation.pdf');
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json();
    expect(saved).toMatchObject({
      fileName: 'EFT confirmation.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    const record = await call(t.app, 'GET', `/api/payments/${payment.id}`, { token: s.token });
    expect(record.body.attachments).toEqual([saved]);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${payment.id}/attachments/${saved.id}`,
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="EFT confirmation.pdf"');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses files that are not what they claim, too large or empty, and strangers', async () => {
    const { s, payment } = await paidSupplier();
    expect((await upload(s.token, payment.id, Buffer.from('not a pdf'), 'application/pdf')).statusCode).toBe(
      415,
    );
    expect((await upload(s.token, payment.id, PDF, 'image/png')).statusCode).toBe(415);
    expect((await upload(s.token, payment.id, PDF, 'text/plain')).statusCode).toBe(415);
    const big = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(s.token, payment.id, big, 'application/pdf')).statusCode).toBe(413);
    const viewer = await staffWithRole(t.app, s.owner, 'viewer');
    expect((await upload(viewer.token, payment.id, PDF, 'application/pdf')).statusCode).toBe(403);
    const other = await signupCompany(t.app, { companyName: 'Other Co Ltd' });
    expect((await upload(other.token, payment.id, PDF, 'application/pdf')).statusCode).toBe(404);
    const record = await call(t.app, 'GET', `/api/payments/${payment.id}`, { token: s.token });
    expect(record.body.attachments).toEqual([]);
  });
});
