import { companyApi, purchaseOrdersApi, suppliersApi } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../testing/pdf-text';
import { useTestApp } from '../../testing/test-app';
import { trade } from './purchasing.fixture';

const t = useTestApp();

describe('purchasing documents', () => {
  it('prints the purchase order with the supplier, lines, tax codes and totals', async () => {
    const s = await trade(t, 'Duka la Mama Ltd');
    await s.api.ok(companyApi.update, { body: { kraPin: 'P051111111A' } });
    const lpo = await s.api.ok(purchaseOrdersApi.create, {
      body: {
        supplierId: s.supplier.id,
        date: '2026-11-02',
        items: [
          { itemId: s.flour.id, qty: 100, unitPrice: 150, taxCategory: 'B' },
          { itemId: s.oil.id, qty: 40, unitPrice: 310.5, taxCategory: 'E' },
        ],
      },
    });
    const res = await s.api.call(purchaseOrdersApi.pdf, { params: { id: lpo.purchaseId } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Purchase-order-LPO-0001-Mombasa-Millers-Ltd.pdf"',
    );
    const text = pdfText(res.body);
    for (const expected of [
      'PURCHASE ORDER',
      'Duka la Mama Ltd',
      'KRA PIN: P051111111A',
      'Number: LPO-0001',
      'Mombasa Millers Ltd',
      'KRA PIN: P051234567X',
      'Wheat flour 2 kg',
      'B (16%)',
      'E (8%)',
      'KES 27,420.00',
      'KES 3,393.60',
      'KES 30,813.60',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints the supplier statement with its running balance', async () => {
    const s = await trade(t);
    const lpo = await s.api.ok(purchaseOrdersApi.create, {
      body: {
        supplierId: s.supplier.id,
        items: [{ itemId: s.flour.id, qty: 10, unitPrice: 100, taxCategory: 'B' }],
      },
    });
    await s.api.ok(purchaseOrdersApi.receive, {
      params: { id: lpo.id },
      body: { deliveryNoteNumber: 'DN-1', items: [{ itemId: s.flour.id, qty: 10 }] },
    });
    const res = await s.api.call(suppliersApi.statementPdf, { params: { id: s.supplier.id } });
    expect(res.status).toBe(200);
    const text = pdfText(res.body);
    expect(text).toContain('SUPPLIER STATEMENT');
    expect(text).toContain('BILL-0001');
    expect(text).toMatch(/Balance owed\s+KES 1,160\.00/);
  });

  it('mails the order to the supplier, kept in the outbox when no SMTP server is configured', async () => {
    const s = await trade(t, 'Outbox Ltd');
    await s.api.ok(suppliersApi.update, {
      params: { id: s.supplier.id },
      body: { email: 'orders@millers.co.ke' },
    });
    const lpo = await s.api.ok(purchaseOrdersApi.create, {
      body: {
        supplierId: s.supplier.id,
        items: [{ itemId: s.flour.id, qty: 5, unitPrice: 100, taxCategory: 'B' }],
      },
    });
    const res = await s.api.call(purchaseOrdersApi.email, { params: { id: lpo.purchaseId } });
    expect(res.status, res.text).toBe(202);
    expect(res.body).toMatchObject({
      status: 'queued',
      to: 'orders@millers.co.ke',
      subject: 'Purchase order LPO-0001 from Outbox Ltd',
    });
  });
});
