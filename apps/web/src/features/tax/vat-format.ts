import { taxApi, type VatFigures } from '@tawi/contracts';
import { Money, TAX_CATEGORIES, type TaxCategoryCode } from '@tawi/domain';
import { apiUrl } from '../../shared/api/call-api';
import { formatKes } from '../../shared/format';

export const vatPaths = {
  list: '/dashboard/vat-summary',
  one: (period: string) => `/dashboard/vat-summary/${period}`,
} as const;

/** The month's VAT3 schedules (CSV files in a ZIP) and its summary as a PDF. */
export const vatFileUrls = {
  zip: (period: string) => apiUrl(taxApi.downloadZip, { params: { period } }),
  pdf: (period: string) => apiUrl(taxApi.downloadPdf, { params: { period } }),
} as const;

export type NetVatKind = 'Payable' | 'Credit' | 'Nil';

/** Output less input: payable to KRA when positive, a credit carried forward when negative. */
export function netVatKind(netVat: number): NetVatKind {
  const net = Money.of(netVat);
  if (net.isPositive()) return 'Payable';
  return net.isNegative() ? 'Credit' : 'Nil';
}

/** 'KES 40.00 payable', 'KES 24.00 credit' (the credit without its minus sign), 'KES 0.00'. */
export function formatNetVat(netVat: number): string {
  const kind = netVatKind(netVat);
  const amount = formatKes(Money.of(netVat).abs());
  return kind === 'Nil' ? amount : `${amount} ${kind.toLowerCase()}`;
}

/** The years a VAT summary can be looked up for: this one first, then the `count - 1` before it. */
export function vatYears(thisYear: number, count = 6): number[] {
  return Array.from({ length: count }, (_, i) => thisYear - i).filter((y) => y >= 2000);
}

/** 'B' -> 'B - 16% VAT'. */
export function taxCategoryLabel(code: TaxCategoryCode): string {
  return TAX_CATEGORIES.find((c) => c.code === code)?.label ?? code;
}

const COMPARED: Array<[keyof VatFigures, string]> = [
  ['totalSales', 'Sales'],
  ['outputVat', 'Output VAT'],
  ['totalPurchases', 'Purchases'],
  ['inputVat', 'Input VAT'],
  ['withholdingCredits', 'Withholding VAT credits'],
  ['netVat', 'Net VAT'],
];

/** The figures that moved since the return was filed: filed and now, side by side. */
export function changedFigures(filed: VatFigures, now: VatFigures): string[] {
  return COMPARED.filter(([key]) => filed[key] !== now[key]).map(([key, label]) =>
    key === 'netVat'
      ? `${label}: filed ${formatNetVat(filed[key])}, now ${formatNetVat(now[key])}`
      : `${label}: filed ${formatKes(filed[key])}, now ${formatKes(now[key])}`,
  );
}
