import {
  EMPTY_DISPLAY,
  formatNumber,
  TAX_CATEGORIES,
  TAX_CATEGORY_CODES,
  type TaxCategoryCode,
} from '@tawi/domain';
import type { TFunction } from 'i18next';

/** A quantity with thousand separators and only the decimals it has: 1234.5 -> '1,234.5', 12 -> '12'. */
export function formatQty(n: number | null | undefined): string {
  const text = formatNumber(n, 3);
  if (text === EMPTY_DISPLAY) return text;
  return text.replace(/\.?0+$/, '');
}

/** A quantity with its unit: '12 pcs'. */
export function formatQtyWithUnit(n: number | null | undefined, unit: string): string {
  const qty = formatQty(n);
  return qty === EMPTY_DISPLAY ? qty : `${qty} ${unit}`;
}

/** A signed change, '+5' or '-3', for stock movements. */
export function formatSignedQty(n: number): string {
  return n > 0 ? `+${formatQty(n)}` : formatQty(n);
}

/** The tax categories with their English labels (the other areas' forms and tables, until they take `t`). */
export const TAX_OPTIONS = TAX_CATEGORIES.map((c) => ({ value: c.code, label: c.label }));

/** The tax categories, labelled in the interface language. */
export const taxOptions = (t: TFunction<'inventory'>) =>
  TAX_CATEGORY_CODES.map((code) => ({ value: code, label: t(`taxCategories.${code}`) }));

export function taxLabel(code: TaxCategoryCode): string {
  return TAX_CATEGORIES.find((c) => c.code === code)?.label ?? code;
}

/** The spec's low-stock rule (SPEC point 5): at or below the minimum. */
export function stockLevel(currentStock: number, minimumStock: number): 'out' | 'low' | 'ok' {
  if (currentStock <= 0) return 'out';
  return currentStock <= minimumStock ? 'low' : 'ok';
}
