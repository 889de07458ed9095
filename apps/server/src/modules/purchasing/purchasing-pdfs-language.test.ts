import { companyApi, purchaseOrdersApi, suppliersApi } from '@tawi/contracts';
import type { Language } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../testing/pdf-text';
import { useTestApp } from '../../testing/test-app';
import { trade } from './purchasing.fixture';

const t = useTestApp();

type Printed = 'purchaseOrder' | 'statement';

/** A company printing in `language` with an order for flour, received in full (its bill); both PDFs as text. */
async function documentsIn(language: Language): Promise<Record<Printed, string>> {
  const s = await trade(t, 'Duka la Mama Ltd');
  await s.api.ok(companyApi.update, { body: { language } });
  const lpo = await s.api.ok(purchaseOrdersApi.create, {
    body: {
      supplierId: s.supplier.id,
      date: '2026-11-02',
      expectedDate: '2026-11-09',
      notes: 'Leteni asubuhi',
      items: [{ itemId: s.flour.id, qty: 10, unitPrice: 100, taxCategory: 'B' }],
    },
  });
  const order = pdfText(await s.api.ok(purchaseOrdersApi.pdf, { params: { id: lpo.id } }));
  await s.api.ok(purchaseOrdersApi.receive, {
    params: { id: lpo.id },
    body: { deliveryNoteNumber: 'DN-1', items: [{ itemId: s.flour.id, qty: 10 }] },
  });
  const statement = pdfText(
    await s.api.ok(suppliersApi.statementPdf, { params: { id: s.supplier.id }, query: { to: '2026-11-30' } }),
  );
  return { purchaseOrder: order.replace(/ +/g, ' '), statement: statement.replace(/ +/g, ' ') };
}

/** Lines each document prints, label and value, in each language (the values are the same). */
const PRINTS: Record<Language, Record<Printed, string[]>> = {
  sw: {
    purchaseOrder: [
      'ODA YA UNUNUZI',
      'Nambari: LPO-0001',
      'Tarehe: 02 Nov 2026',
      'Inatarajiwa: 09 Nov 2026',
      'Hali: Inasubiri',
      'Msambazaji',
      'SKU Bidhaa Idadi Bei ya kimoja Kodi Kiasi',
      'Jumla ndogo KES 1,000.00',
      'Jumla KES 1,160.00',
      'Maelezo ya ziada: Leteni asubuhi',
    ],
    statement: [
      'TAARIFA YA MSAMBAZAJI',
      'Msambazaji: Mombasa Millers Ltd',
      'Kipindi: 01 Sep 2026 - 30 Nov 2026',
      'Tarehe Aina Nambari Maelezo Debiti Krediti Salio',
      'Salio la mwanzo KES 0.00',
      'bili BILL-0001',
      'Kiasi tunachodaiwa KES 1,160.00',
    ],
  },
  en: {
    purchaseOrder: [
      'PURCHASE ORDER',
      'Number: LPO-0001',
      'Date: 02 Nov 2026',
      'Expected: 09 Nov 2026',
      'Status: Pending',
      'Supplier',
      'SKU Item Qty Unit price Tax Amount',
      'Subtotal KES 1,000.00',
      'Total KES 1,160.00',
      'Notes: Leteni asubuhi',
    ],
    statement: [
      'SUPPLIER STATEMENT',
      'Supplier: Mombasa Millers Ltd',
      'Period: 01 Sep 2026 - 30 Nov 2026',
      'Date Type Number Description Debit Credit Balance',
      'Opening balance KES 0.00',
      'bill BILL-0001',
      'Balance owed KES 1,160.00',
    ],
  },
};

describe("the supplier documents print in the company's language", () => {
  it.each(['sw', 'en'] as const)(
    "prints a company's purchase order and supplier statement in its language (%s), none of the other's words",
    async (language) => {
      const other = language === 'sw' ? 'en' : 'sw';
      const printed = await documentsIn(language);
      for (const document of ['purchaseOrder', 'statement'] as const) {
        for (const line of PRINTS[language][document]) expect(printed[document], document).toContain(line);
        for (const line of PRINTS[other][document]) expect(printed[document], document).not.toContain(line);
      }
    },
  );
});
