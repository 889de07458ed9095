import { taxApi, type VatFigures } from '@tawi/contracts';
import { Money, type TaxCategoryCode } from '@tawi/domain';
import type { TFunction } from 'i18next';
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
export function formatNetVat(netVat: number, t: TFunction<'tax'>): string {
  const kind = netVatKind(netVat);
  const amount = formatKes(Money.of(netVat).abs());
  if (kind === 'Nil') return amount;
  return kind === 'Payable' ? t('netVat.payableAmount', { amount }) : t('netVat.creditAmount', { amount });
}

/** The years a VAT summary can be looked up for: this one first, then the `count - 1` before it. */
export function vatYears(thisYear: number, count = 6): number[] {
  return Array.from({ length: count }, (_, i) => thisYear - i).filter((y) => y >= 2000);
}

/** 'B' -> 'B - 16% VAT' (the domain's eTIMS tax types, in the interface language). */
export function taxCategoryLabel(code: TaxCategoryCode, t: TFunction<'tax'>): string {
  return t(`categories.${code}`);
}

const COMPARED: ReadonlyArray<keyof VatFigures> = [
  'totalSales',
  'outputVat',
  'totalPurchases',
  'inputVat',
  'withholdingCredits',
  'netVat',
];

/** The figures that moved since the return was filed: filed and now, side by side. */
export function changedFigures(filed: VatFigures, now: VatFigures, t: TFunction<'tax'>): string[] {
  const amount = (key: keyof VatFigures, figures: VatFigures) =>
    key === 'netVat' ? formatNetVat(figures[key], t) : formatKes(figures[key]);
  return COMPARED.filter((key) => filed[key] !== now[key]).map((key) =>
    t('figures.changed', { label: t(`figures.${key}`), filed: amount(key, filed), now: amount(key, now) }),
  );
}
