import { describe, expect, it } from 'vitest';
import { pdfText } from '../../testing/pdf-text';
import { call, useTestApp } from '../../testing/test-app';
import { sales } from './sales.fixture';

const t = useTestApp();

const download = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

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
});
