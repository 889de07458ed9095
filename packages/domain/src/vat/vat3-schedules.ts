import { type CsvCell, toCsv } from '../csv';
import { Money } from '../money';
import type { TaxCategoryCode } from '../tax';

/** A document's value in one tax category, as the VAT summary lists it. */
export interface VatScheduleRow {
  number: string;
  date: string;
  partyName: string;
  partyPin: string | null;
  description: string;
  category: TaxCategoryCode;
  amount: number;
  vat: number;
  relatedNumber: string | null;
  relatedDate: string | null;
  /** Purchases: the date on the supplier's own invoice, when recorded (else `date` stands for it). */
  partyDocumentDate?: string | null;
}

/** VAT a customer (an appointed withholding agent) withheld from a payment, on its certificate. */
export interface WithholdingCreditRow {
  withholderPin: string | null;
  withholderName: string;
  certificateNumber: string;
  certificateDate: string;
  /** The invoice(s) the payment settled, and the first one's date. */
  invoiceNumber: string;
  invoiceDate: string | null;
  amount: number;
}

/** KRA's return templates write dates dd/mm/yyyy. */
export const kraDate = (isoDate: string | null): string =>
  isoDate ? `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}` : '';

/*
 * Column order of KRA's VAT3 return template (iTax "VAT3 Return" Excel/CSV upload, Sections B to F;
 * https://itax.kra.go.ke -> Returns -> File Return -> VAT -> download template; KENYA.md "VAT3 return
 * schedules"): one file per section and rate, dates dd/mm/yyyy, no columns of our own.
 */
/** The columns that name a sale: the purchaser, the ETR invoice and what it sold. */
const SALE_COLUMNS = [
  'PIN of Purchaser',
  'Name of Purchaser',
  'ETR Serial Number',
  'Invoice Date',
  'Invoice Number',
  'Description of Goods / Services',
];
const SALES_HEADER = [
  ...SALE_COLUMNS,
  'Taxable Value (Ksh)',
  'Amount of VAT (Ksh)',
  'Relevant Invoice Number',
  'Relevant Invoice Date',
];
const UNREGISTERED_HEADER = ['Taxable Value (Ksh)', 'Amount of VAT (Ksh)'];
const UNTAXED_SALES_HEADER = [...SALE_COLUMNS, 'Sales Value (Ksh)'];
const PURCHASES_HEADER = [
  'Type of Purchase',
  'PIN of Supplier',
  'Name of Supplier',
  'Invoice Date',
  'Invoice Number',
  'Description of Goods / Services',
  'Custom Entry Number',
  'Taxable Value (Ksh)',
  'Amount of VAT (Ksh)',
  'Relevant Invoice Number',
  'Relevant Invoice Date',
];
const WITHHOLDING_HEADER = [
  'PIN of Withholder',
  'Name of Withholder',
  'Invoice Number',
  'Invoice Date',
  'VAT Withholding Certificate Number',
  'VAT Withholding Certificate Date',
  'VAT Withheld Amount (Ksh)',
];

/** Zero-rated and exempt sales: who, the document and its value. */
const untaxedRow = (s: VatScheduleRow): CsvCell[] => [
  s.partyPin,
  s.partyName,
  '',
  kraDate(s.date),
  s.number,
  s.description,
  Money.of(s.amount),
];

/** Sales to registered customers: as untaxed, with the VAT and the invoice a credit note corrects. */
const salesRow = (s: VatScheduleRow): CsvCell[] => [
  ...untaxedRow(s),
  Money.of(s.vat),
  s.relatedNumber,
  kraDate(s.relatedDate),
];

/** Local purchases: the supplier's own invoice number (the caller passes it as number) and date. */
const purchaseRow = (p: VatScheduleRow): CsvCell[] => [
  'Local',
  p.partyPin,
  p.partyName,
  kraDate(p.partyDocumentDate ?? p.date),
  p.number,
  p.description,
  '',
  Money.of(p.amount),
  Money.of(p.vat),
  p.relatedNumber,
  kraDate(p.relatedDate),
];

const withholdingRow = (w: WithholdingCreditRow): CsvCell[] => [
  w.withholderPin,
  w.withholderName,
  w.invoiceNumber,
  kraDate(w.invoiceDate),
  w.certificateNumber,
  kraDate(w.certificateDate),
  Money.of(w.amount),
];

/** Sales to buyers without a PIN are one total per rate (taxable value and VAT), credit notes netted in. */
const unregisteredTotal = (rows: readonly VatScheduleRow[]): CsvCell[] => [
  Money.sum(rows.map((r) => Money.of(r.amount))),
  Money.sum(rows.map((r) => Money.of(r.vat))),
];

/**
 * The VAT3 schedules of a month as CSV files, in the template's sections: sales to registered
 * buyers (with a PIN) at 16% (B) and 8% (E), each a row per invoice and credit note (credit notes
 * and voids negative, naming the invoice they correct); sales to non-registered buyers as one total
 * per rate; zero-rated (C) and exempt (A) sales; purchases at 16%, 8%, zero-rated and exempt with
 * the supplier's invoice number and date; and the withholding VAT certificates received. Non-VAT (D)
 * lines are in none of them. The ETR serial and customs entry number are left blank for the user.
 */
export function vat3Schedules(
  sales: readonly VatScheduleRow[],
  purchases: readonly VatScheduleRow[],
  withheld: readonly WithholdingCreditRow[] = [],
) {
  const sold = (category: TaxCategoryCode, registered: boolean) =>
    sales.filter((s) => s.category === category && Boolean(s.partyPin) === registered);
  const untaxed = (category: TaxCategoryCode) => sales.filter((s) => s.category === category);
  const bought = (category: TaxCategoryCode) => purchases.filter((p) => p.category === category);
  return {
    'sales-registered-16.csv': toCsv([SALES_HEADER, ...sold('B', true).map(salesRow)]),
    'sales-registered-8.csv': toCsv([SALES_HEADER, ...sold('E', true).map(salesRow)]),
    'sales-non-registered-16.csv': toCsv([UNREGISTERED_HEADER, unregisteredTotal(sold('B', false))]),
    'sales-non-registered-8.csv': toCsv([UNREGISTERED_HEADER, unregisteredTotal(sold('E', false))]),
    'sales-zero-rated.csv': toCsv([UNTAXED_SALES_HEADER, ...untaxed('C').map(untaxedRow)]),
    'sales-exempt.csv': toCsv([UNTAXED_SALES_HEADER, ...untaxed('A').map(untaxedRow)]),
    'purchases-16.csv': toCsv([PURCHASES_HEADER, ...bought('B').map(purchaseRow)]),
    'purchases-8.csv': toCsv([PURCHASES_HEADER, ...bought('E').map(purchaseRow)]),
    'purchases-zero-rated.csv': toCsv([PURCHASES_HEADER, ...bought('C').map(purchaseRow)]),
    'purchases-exempt.csv': toCsv([PURCHASES_HEADER, ...bought('A').map(purchaseRow)]),
    'withholding-vat-credits.csv': toCsv([WITHHOLDING_HEADER, ...withheld.map(withholdingRow)]),
  };
}
