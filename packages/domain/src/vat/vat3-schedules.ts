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
}

/** KRA's return templates write dates dd/mm/yyyy. */
export const kraDate = (isoDate: string | null): string =>
  isoDate ? `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}` : '';

const VAT_RATED: readonly TaxCategoryCode[] = ['B', 'E'];
/** Purchases KRA asks about: VAT-rated, exempt and zero-rated (non-VAT supplies are outside VAT). */
const IN_PURCHASES: readonly TaxCategoryCode[] = ['A', 'B', 'C', 'E'];

/**
 * The VAT3 schedules of a month as CSV files (KENYA.md "VAT3 return schedules"): rated sales to
 * registered buyers (with a PIN) and to others, exempt (A) and zero-rated (C) sales, and purchases
 * (VAT-rated, exempt and zero-rated; exempt and zero-rated ones with VAT 0). Credit notes and voids
 * are negative rows naming the invoice they correct; non-VAT (D) lines are in none of them. The ETR serial and custom entry number are left blank for the user.
 */
export function vat3Schedules(sales: readonly VatScheduleRow[], purchases: readonly VatScheduleRow[]) {
  const rated = sales.filter((s) => VAT_RATED.includes(s.category));
  const ratedRow = (s: VatScheduleRow): CsvCell[] => [
    s.partyPin,
    s.partyName,
    '',
    kraDate(s.date),
    s.number,
    s.description,
    Money.of(s.amount),
    Money.of(s.vat),
    s.relatedNumber,
    kraDate(s.relatedDate),
  ];
  const ratedHeader = [
    'PIN of Purchaser',
    'Name of Purchaser',
    'ETR Serial Number',
    'Invoice Date',
    'Invoice Number',
    'Description of Goods / Services',
    'Taxable Value (Ksh)',
    'Amount of VAT (Ksh)',
    'Relevant Invoice Number',
    'Relevant Invoice Date',
  ];
  const untaxedHeader = [
    'PIN of Purchaser',
    'Name of Purchaser',
    'ETR Serial Number',
    'Invoice Date',
    'Invoice Number',
    'Description of Goods / Services',
    'Sales Value (Ksh)',
  ];
  const untaxed = (category: TaxCategoryCode) =>
    sales
      .filter((s) => s.category === category)
      .map((s): CsvCell[] => [
        s.partyPin,
        s.partyName,
        '',
        kraDate(s.date),
        s.number,
        s.description,
        Money.of(s.amount),
      ]);
  const purchaseRows = purchases
    .filter((p) => IN_PURCHASES.includes(p.category))
    .map((p): CsvCell[] => [
      'Local',
      p.partyPin,
      p.partyName,
      kraDate(p.date),
      p.number,
      p.description,
      '',
      Money.of(p.amount),
      Money.of(p.vat),
      p.relatedNumber,
      kraDate(p.relatedDate),
    ]);
  return {
    'sales-registered-buyers.csv': toCsv([ratedHeader, ...rated.filter((s) => s.partyPin).map(ratedRow)]),
    'sales-other-buyers.csv': toCsv([ratedHeader, ...rated.filter((s) => !s.partyPin).map(ratedRow)]),
    'sales-exempt.csv': toCsv([untaxedHeader, ...untaxed('A')]),
    'sales-zero-rated.csv': toCsv([untaxedHeader, ...untaxed('C')]),
    'purchases.csv': toCsv([
      [
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
      ],
      ...purchaseRows,
    ]),
  };
}
