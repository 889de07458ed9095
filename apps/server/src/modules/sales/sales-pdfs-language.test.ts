import {
  companyApi,
  creditNotesApi,
  customerReceiptsApi,
  customersApi,
  estimatesApi,
  invoicesApi,
  salesDocumentsApi,
} from '@tawi/contracts';
import type { Language } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { pdfText } from '../../testing/pdf-text';
import { useTestApp } from '../../testing/test-app';
import { DUKA_PAYMENT_INSTRUCTIONS, sales } from './sales.fixture';

const t = useTestApp();

// the note is the company's own words (English): left out, so no English shows on the Swahili documents
const PAYMENT_INSTRUCTIONS = { ...DUKA_PAYMENT_INSTRUCTIONS, note: '' };

type Printed = 'estimate' | 'creditNote' | 'receipt' | 'statement';

/**
 * A company printing in `language` with an estimate, an invoice paid in part by an M-Pesa receipt
 * (50 left on account), a credit note against it; each document's PDF as text.
 */
async function documentsIn(language: Language): Promise<Record<Printed, string>> {
  const s = await sales(t, 'Duka la Mama Ltd');
  const api = apiClient(t.app, s.token);
  await api.ok(companyApi.update, { body: { language, paymentInstructions: PAYMENT_INSTRUCTIONS } });
  const lines = [
    { productId: s.sugar.id, description: 'Sugar 1 kg', qty: 3, unitPrice: 160, taxCategory: 'B' as const },
  ];
  const estimate = await api.ok(estimatesApi.create, {
    body: { customerId: s.customer.id, date: '2026-11-02', notes: 'Bei ni ya wiki hii', lines },
  });
  const invoice = await api.ok(invoicesApi.create, {
    body: { customerId: s.customer.id, date: '2026-11-02', lines },
  });
  await api.ok(customerReceiptsApi.create, {
    body: {
      customerId: s.customer.id,
      amount: 250,
      date: '2026-11-04',
      paymentMethod: 'mpesa',
      reference: 'QGH7K2L9XM',
      bankAccountId: s.bank.id,
      invoices: [{ invoiceId: invoice.id, amount: 200 }],
    },
  });
  const note = await api.ok(creditNotesApi.create, {
    body: {
      invoiceId: invoice.invoiceNumber,
      date: '2026-11-05',
      reason: 'Mfuko mmoja umechanika',
      returnStock: true,
      lines: [{ lineNo: 1, qty: 1 }],
    },
  });
  const text = (pdf: Buffer) => pdfText(pdf).replace(/ +/g, ' ');
  return {
    estimate: text(await api.ok(estimatesApi.pdf, { params: { id: estimate.id } })),
    creditNote: text(await api.ok(salesDocumentsApi.creditNotePdf, { params: { id: note.id } })),
    receipt: text(await api.ok(salesDocumentsApi.receiptPdf, { params: { id: 'RCT-0001' } })),
    statement: text(
      await api.ok(customersApi.statementPdf, { params: { id: s.customer.id }, query: { to: '2026-11-30' } }),
    ),
  };
}

/** Lines each document prints, label and value, in each language (the values are the same). */
const PRINTS: Record<Language, Record<Printed, string[]>> = {
  sw: {
    estimate: [
      'MAKADIRIO',
      'Nambari: EST-0001',
      'Tarehe: 02 Nov 2026',
      'Halali hadi: 02 Dec 2026',
      'Hali: Rasimu',
      'Yameandaliwa kwa',
      'Maelezo Idadi Bei ya kimoja Punguzo Kodi Kiasi',
      'Kundi la kodi Kiasi kinachotozwa kodi VAT',
      'Jumla ndogo KES 480.00',
      'Jumla KES 556.80',
      'Jinsi ya kulipa',
      'Benki: Equity Bank, tawi la Kimathi Street',
      'M-Pesa paybill: 247247, akaunti: EST-0001',
      'Maelezo ya ziada: Bei ni ya wiki hii',
    ],
    creditNote: [
      'HATI YA MKOPO',
      'Nambari: CN-0001',
      'Ankara: INV-0001',
      'Bidhaa zimerudishwa stoo: Ndiyo',
      'Mkopo kwa',
      'Jumla KES 185.60',
      'Sababu: Mfuko mmoja umechanika',
      'Salio la INV-0001 bado linadaiwa: jinsi ya kulipa',
      'M-Pesa paybill: 247247, akaunti: INV-0001',
    ],
    receipt: [
      'STAKABADHI',
      'Nambari: RCT-0001',
      'Tarehe: 04 Nov 2026',
      'Njia ya malipo: M-Pesa',
      'Kumbukumbu: QGH7K2L9XM',
      'Imepokelewa kutoka kwa',
      'Ankara Kiasi kilicholipiwa',
      'Kiasi kilichopokelewa KES 250.00',
      'Mkopo kwenye akaunti KES 50.00',
    ],
    statement: [
      'TAARIFA YA MTEJA',
      'Mteja: Nakuru Hardware Ltd',
      'Kipindi: 01 Sep 2026 - 30 Nov 2026',
      'Taarifa ya',
      'Tarehe Aina Nambari Maelezo Debiti Krediti Salio',
      'Salio la mwanzo KES 0.00',
      '02 Nov 2026 ankara INV-0001',
      '04 Nov 2026 stakabadhi RCT-0001',
      '05 Nov 2026 mkopo CN-0001',
      'Hazijachelewa Siku 1-30 Siku 31-60 Siku 61-90 Zaidi ya siku 90 Jumla',
      'Kiasi kinachodaiwa KES 121.20',
      'Jinsi ya kulipa',
    ],
  },
  en: {
    estimate: [
      'ESTIMATE',
      'Number: EST-0001',
      'Date: 02 Nov 2026',
      'Valid until: 02 Dec 2026',
      'Status: Draft',
      'Prepared for',
      'Description Qty Unit price Discount Tax Amount',
      'Tax category Taxable amount VAT',
      'Subtotal KES 480.00',
      'Total KES 556.80',
      'How to pay',
      'Bank: Equity Bank, Kimathi Street branch',
      'M-Pesa paybill: 247247, account: EST-0001',
      'Notes: Bei ni ya wiki hii',
    ],
    creditNote: [
      'CREDIT NOTE',
      'Number: CN-0001',
      'Invoice: INV-0001',
      'Stock returned: Yes',
      'Credit to',
      'Total KES 185.60',
      'Reason: Mfuko mmoja umechanika',
      'Balance of INV-0001 still due: how to pay',
      'M-Pesa paybill: 247247, account: INV-0001',
    ],
    receipt: [
      'RECEIPT',
      'Number: RCT-0001',
      'Date: 04 Nov 2026',
      'Paid by: M-Pesa',
      'Reference: QGH7K2L9XM',
      'Received from',
      'Invoice Amount applied',
      'Amount received KES 250.00',
      'Credit on account KES 50.00',
    ],
    statement: [
      'CUSTOMER STATEMENT',
      'Customer: Nakuru Hardware Ltd',
      'Period: 01 Sep 2026 - 30 Nov 2026',
      'Statement for',
      'Date Type Number Description Debit Credit Balance',
      'Opening balance KES 0.00',
      '02 Nov 2026 invoice INV-0001',
      '04 Nov 2026 receipt RCT-0001',
      '05 Nov 2026 credit CN-0001',
      'Current 1-30 Days 31-60 Days 61-90 Days Over 90 Days Total',
      'Balance due KES 121.20',
      'How to pay',
    ],
  },
};

describe("the customer documents print in the company's language", () => {
  it.each(['sw', 'en'] as const)(
    "prints a company's estimate, credit note, receipt and statement in its language (%s), none of the other's words",
    async (language) => {
      const other = language === 'sw' ? 'en' : 'sw';
      const printed = await documentsIn(language);
      for (const document of ['estimate', 'creditNote', 'receipt', 'statement'] as const) {
        for (const line of PRINTS[language][document]) expect(printed[document], document).toContain(line);
        for (const line of PRINTS[other][document]) expect(printed[document], document).not.toContain(line);
      }
    },
  );
});
