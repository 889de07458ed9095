import { companyApi, invoicesApi } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { pdfText } from '../../testing/pdf-text';
import { useTestApp } from '../../testing/test-app';
import { DUKA_PAYMENT_INSTRUCTIONS, sales } from './sales.fixture';

const t = useTestApp();

// the note is the company's own words (English): left out, so no English shows on the Swahili invoice
const PAYMENT_INSTRUCTIONS = { ...DUKA_PAYMENT_INSTRUCTIONS, note: '' };

describe("the invoice prints in the company's language", () => {
  it("prints a Swahili company's invoice with Swahili labels, and English again once it switches back", async () => {
    const s = await sales(t, 'Duka la Mama Ltd');
    const api = apiClient(t.app, s.token);
    const company = await api.ok(companyApi.update, {
      body: { language: 'sw', paymentInstructions: PAYMENT_INSTRUCTIONS },
    });
    expect(company.language).toBe('sw');
    expect((await api.ok(companyApi.get)).language).toBe('sw');
    const invoice = await api.ok(invoicesApi.create, {
      body: {
        customerId: s.customer.id,
        date: '2026-11-02',
        notes: 'Asante kwa biashara',
        lines: [
          { productId: s.sugar.id, description: 'Sugar 1 kg', qty: 3, unitPrice: 160, taxCategory: 'B' },
        ],
      },
    });
    const printed = async () =>
      pdfText(await api.ok(invoicesApi.pdf, { params: { id: invoice.id } })).replace(/ +/g, ' ');

    const swahili = await printed();
    for (const label of [
      'ANKARA YA KODI',
      'Nambari: INV-0001',
      'Tarehe: 02 Nov 2026',
      'Tarehe ya kulipa: 02 Dec 2026',
      'Hali: Haijalipwa',
      'Ankara kwa',
      'Maelezo Idadi Bei ya kimoja Punguzo Kodi Kiasi',
      'Kundi la kodi Kiasi kinachotozwa kodi VAT',
      'Jumla ndogo KES 480.00',
      'VAT KES 76.80',
      'Jumla KES 556.80',
      'Jinsi ya kulipa',
      'Benki: Equity Bank, tawi la Kimathi Street',
      'Nambari ya akaunti: 0180 2940 11234',
      'M-Pesa paybill: 247247, akaunti: INV-0001',
      'Maelezo ya ziada: Asante kwa biashara',
    ]) {
      expect(swahili).toContain(label);
    }
    for (const english of ['TAX INVOICE', 'Bill to', 'Subtotal', 'Unit price', 'How to pay', 'Status:']) {
      expect(swahili).not.toContain(english);
    }

    await api.ok(companyApi.update, { body: { language: 'en' } });
    const english = await printed();
    for (const label of [
      'TAX INVOICE',
      'Number: INV-0001',
      'Due: 02 Dec 2026',
      'Status: Unpaid',
      'Bill to',
    ]) {
      expect(english).toContain(label);
    }
    expect(english).toContain('Subtotal KES 480.00');
    expect(english).not.toContain('Ankara');
  });

  it('refuses a document language it does not have, in the error shape', async () => {
    const s = await sales(t);
    const api = apiClient(t.app, s.token);
    const refused = await api.call(companyApi.update, { body: { language: 'fr' } as never });
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({
      code: 'validation-error',
      details: { fields: { language: expect.any(String) } },
    });
    expect((await api.ok(companyApi.get)).language).toBe('en');
  });
});
