import { Money } from '../money';
import { computeLineTax, type LineTaxInput, TAX_CATEGORY_CODES, type TaxCategoryCode } from '../tax';

export interface TaxedLine {
  amount: Money;
  taxAmount: Money;
  lineTotal: Money;
}

export interface CategoryTotals {
  taxableAmount: Money;
  tax: Money;
}

export interface DocumentTotals<L> {
  lines: (L & TaxedLine)[];
  subtotal: Money;
  taxTotal: Money;
  total: Money;
  /** Taxable amount and tax per category A-E: what eTIMS and the VAT return read. */
  byCategory: Record<TaxCategoryCode, CategoryTotals>;
}

export interface DocumentTaxOptions {
  /** False when the company is not VAT-registered on the document's date (chargesVat): no tax on any line. */
  chargesVat?: boolean;
}

/**
 * Tax per line (rounded per line, as the spec says) and the document's totals, also per tax category.
 * An untaxed document keeps each line's category (what the goods are), with tax 0.
 */
export function documentTotals<L extends LineTaxInput>(
  lines: readonly L[],
  { chargesVat = true }: DocumentTaxOptions = {},
): DocumentTotals<L> {
  const byCategory = Object.fromEntries(
    TAX_CATEGORY_CODES.map((c) => [c, { taxableAmount: Money.zero(), tax: Money.zero() }]),
  ) as Record<TaxCategoryCode, CategoryTotals>;
  const taxed = lines.map((line) => {
    const { amount, taxAmount, lineTotal } = computeLineTax(line, chargesVat);
    const bucket = byCategory[line.taxCategory];
    bucket.taxableAmount = bucket.taxableAmount.plus(amount);
    bucket.tax = bucket.tax.plus(taxAmount);
    return { ...line, amount, taxAmount, lineTotal };
  });
  return {
    lines: taxed,
    subtotal: Money.sum(taxed.map((l) => l.amount)),
    taxTotal: Money.sum(taxed.map((l) => l.taxAmount)),
    total: Money.sum(taxed.map((l) => l.lineTotal)),
    byCategory,
  };
}
