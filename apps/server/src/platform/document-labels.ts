import type { Language } from '@tawi/domain';

/**
 * The words every printed document shares, in one language: its facts (number, date, status), the
 * columns of its priced lines and its totals. English is the reference; each family of documents
 * (sales, purchasing, payroll) adds its own words to these in its own table.
 */
export interface CommonDocumentLabels {
  number: string;
  date: string;
  status: string;
  notes: string;
  description: string;
  qty: string;
  unitPrice: string;
  tax: string;
  amount: string;
  subtotal: string;
  vat: string;
  total: string;
}

const ENGLISH: CommonDocumentLabels = {
  number: 'Number',
  date: 'Date',
  status: 'Status',
  notes: 'Notes',
  description: 'Description',
  qty: 'Qty',
  unitPrice: 'Unit price',
  tax: 'Tax',
  amount: 'Amount',
  subtotal: 'Subtotal',
  vat: 'VAT',
  total: 'Total',
};

/** Kiswahili as Kenyan business documents write it (Nambari, Kiasi, Jumla). */
const SWAHILI: CommonDocumentLabels = {
  number: 'Nambari',
  date: 'Tarehe',
  status: 'Hali',
  notes: 'Maelezo ya ziada',
  description: 'Maelezo',
  qty: 'Idadi',
  unitPrice: 'Bei ya kimoja',
  tax: 'Kodi',
  amount: 'Kiasi',
  subtotal: 'Jumla ndogo',
  vat: 'VAT',
  total: 'Jumla',
};

export const COMMON_LABELS: Readonly<Record<Language, CommonDocumentLabels>> = { en: ENGLISH, sw: SWAHILI };
