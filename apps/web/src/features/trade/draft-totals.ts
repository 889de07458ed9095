import { documentTotals, isTaxCategoryCode, type TaxCategoryCode } from '@tawi/domain';

export interface DraftLine {
  qty?: unknown;
  unitPrice?: unknown;
  taxCategory?: TaxCategoryCode | string;
  priceIncludesTax?: boolean | undefined;
}

const isAmount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/**
 * The totals of a document being typed, by the domain's tax rule (per line, rounded per line):
 * lines still missing a quantity, a price or a tax category count as nothing yet.
 */
export function draftTotals(lines: readonly DraftLine[]) {
  return documentTotals(
    lines.flatMap((l) =>
      isAmount(l.qty) && isAmount(l.unitPrice) && isTaxCategoryCode(l.taxCategory)
        ? [
            {
              qty: l.qty,
              unitPrice: l.unitPrice,
              taxCategory: l.taxCategory,
              priceIncludesTax: l.priceIncludesTax ?? false,
            },
          ]
        : [],
    ),
  );
}
