import { type InvoiceStatus, type Language, statusLabel } from '@tawi/domain';

/**
 * The fixed words printed on a customer document, in one language. English is the reference: a new
 * label is added here first, and the Swahili table fails to compile until it has it too.
 */
export interface DocumentLabels {
  taxInvoice: string;
  invoice: string;
  draftInvoice: string;
  number: string;
  date: string;
  due: string;
  status: string;
  billTo: string;
  description: string;
  qty: string;
  unitPrice: string;
  discount: string;
  tax: string;
  amount: string;
  taxCategory: string;
  taxableAmount: string;
  vat: string;
  subtotal: string;
  total: string;
  none: string;
  noVatCharged: string;
  paid: string;
  credited: string;
  balanceDue: string;
  howToPay: string;
  bank: string;
  bankBranch: (branch: string) => string;
  accountName: string;
  accountNumber: string;
  mpesaPaybill: (paybill: string, account: string) => string;
  mpesaTill: string;
  notes: string;
  invoiceStatus: Record<InvoiceStatus, string>;
}

const ENGLISH: DocumentLabels = {
  taxInvoice: 'TAX INVOICE',
  invoice: 'INVOICE',
  draftInvoice: 'DRAFT INVOICE',
  number: 'Number',
  date: 'Date',
  due: 'Due',
  status: 'Status',
  billTo: 'Bill to',
  description: 'Description',
  qty: 'Qty',
  unitPrice: 'Unit price',
  discount: 'Discount',
  tax: 'Tax',
  amount: 'Amount',
  taxCategory: 'Tax category',
  taxableAmount: 'Taxable amount',
  vat: 'VAT',
  subtotal: 'Subtotal',
  total: 'Total',
  none: 'None',
  noVatCharged: 'Not VAT-registered: no VAT is charged on this document.',
  paid: 'Paid',
  credited: 'Credited',
  balanceDue: 'Balance due',
  howToPay: 'How to pay',
  bank: 'Bank',
  bankBranch: (branch) => `${branch} branch`,
  accountName: 'Account name',
  accountNumber: 'Account number',
  mpesaPaybill: (paybill, account) => `M-Pesa paybill: ${paybill}, account: ${account}`,
  mpesaTill: 'M-Pesa till',
  notes: 'Notes',
  // the wording every page and export uses
  invoiceStatus: {
    Draft: statusLabel('Draft'),
    Unpaid: statusLabel('Unpaid'),
    PaidPartially: statusLabel('PaidPartially'),
    Paid: statusLabel('Paid'),
    Overdue: statusLabel('Overdue'),
    Void: statusLabel('Void'),
  },
};

/** Kiswahili as Kenyan business documents write it (Ankara, Jumla, Kiasi kinachodaiwa). */
const SWAHILI: DocumentLabels = {
  taxInvoice: 'ANKARA YA KODI',
  invoice: 'ANKARA',
  draftInvoice: 'RASIMU YA ANKARA',
  number: 'Nambari',
  date: 'Tarehe',
  due: 'Tarehe ya kulipa',
  status: 'Hali',
  billTo: 'Ankara kwa',
  description: 'Maelezo',
  qty: 'Idadi',
  unitPrice: 'Bei ya kimoja',
  discount: 'Punguzo',
  tax: 'Kodi',
  amount: 'Kiasi',
  taxCategory: 'Kundi la kodi',
  taxableAmount: 'Kiasi kinachotozwa kodi',
  vat: 'VAT',
  subtotal: 'Jumla ndogo',
  total: 'Jumla',
  none: 'Hakuna',
  noVatCharged: 'Haijasajiliwa kwa VAT: hakuna VAT inayotozwa kwenye hati hii.',
  paid: 'Imelipwa',
  credited: 'Imepunguzwa',
  balanceDue: 'Kiasi kinachodaiwa',
  howToPay: 'Jinsi ya kulipa',
  bank: 'Benki',
  bankBranch: (branch) => `tawi la ${branch}`,
  accountName: 'Jina la akaunti',
  accountNumber: 'Nambari ya akaunti',
  mpesaPaybill: (paybill, account) => `M-Pesa paybill: ${paybill}, akaunti: ${account}`,
  mpesaTill: 'M-Pesa till (Lipa na M-Pesa)',
  notes: 'Maelezo ya ziada',
  invoiceStatus: {
    Draft: 'Rasimu',
    Unpaid: 'Haijalipwa',
    PaidPartially: 'Imelipwa kwa sehemu',
    Paid: 'Imelipwa',
    Overdue: 'Imepitwa na muda',
    Void: 'Imebatilishwa',
  },
};

export const DOCUMENT_LABELS: Readonly<Record<Language, DocumentLabels>> = { en: ENGLISH, sw: SWAHILI };
