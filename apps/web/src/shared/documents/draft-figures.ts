import { computeLineTax, documentTotals, isTaxCategoryCode } from '@tawi/domain';

/** A line as a document form holds it while it is typed: any figure may still be empty. */
export interface DraftLine {
  qty?: unknown;
  unitPrice?: unknown;
  discount?: unknown;
  taxCategory?: unknown;
  priceIncludesTax?: boolean | undefined;
}

const isAmount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** A typed line by the domain's tax rule, or null while it misses a quantity, price or tax category. */
function taxInput(l: DraftLine) {
  if (!isAmount(l.qty) || !isAmount(l.unitPrice) || !isTaxCategoryCode(l.taxCategory)) return null;
  return {
    qty: l.qty,
    unitPrice: l.unitPrice,
    discount: isAmount(l.discount) ? l.discount : 0,
    taxCategory: l.taxCategory,
    priceIncludesTax: l.priceIncludesTax ?? false,
  };
}

/** A line's VAT and total as typed (null while incomplete); no VAT when the document charges none. */
export function lineFigures(l: DraftLine, chargesVat = true) {
  const input = taxInput(l);
  return input ? computeLineTax(input, chargesVat) : null;
}

/**
 * The totals of a document being typed, by the domain's tax rule (per line, rounded per line):
 * lines still missing a quantity, a price or a tax category count as nothing yet.
 */
export function draftTotals(lines: readonly DraftLine[], chargesVat = true) {
  return documentTotals(
    lines.flatMap((l) => taxInput(l) ?? []),
    { chargesVat },
  );
}
