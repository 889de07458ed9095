import type { SalesLineInput } from '@tawi/contracts';
import { type Executor, invoiceLines, products } from '@tawi/db';
import { type DocumentTotals, discountExceedsLine, documentTotals, TAX_CATEGORY_CODES } from '@tawi/domain';
import { inArray } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { liveOf } from '../../platform/company-rows';
import { companyChargesVat } from '../../platform/company-vat';

/** Refuses lines naming a product the company does not have (422 `product-not-found`). */
export async function assertProducts(db: Executor, companyId: string, lines: readonly SalesLineInput[]) {
  const ids = [...new Set(lines.flatMap((l) => (l.productId ? [l.productId] : [])))];
  if (ids.length === 0) return;
  const found = await db
    .select({ id: products.id })
    .from(products)
    .where(liveOf(products, companyId, inArray(products.id, ids)));
  lines.forEach((l, i) => {
    if (l.productId && !found.some((f) => f.id === l.productId)) {
      throw new AppError('product-not-found', 'Product not found', {
        fields: { [`lines.${i}.productId`]: 'Not a product of this company' },
      });
    }
  });
}

/** Totals per category as stored on a document (numbers, every category A-E present). */
export function categoryTotalsJson(totals: DocumentTotals<SalesLineInput>) {
  return Object.fromEntries(
    TAX_CATEGORY_CODES.map((c) => [
      c,
      {
        taxableAmount: totals.byCategory[c].taxableAmount.toNumber(),
        tax: totals.byCategory[c].tax.toNumber(),
      },
    ]),
  );
}

/** The stored totals of a sales document (invoice, estimate, order, credit note): sums and per category. */
export function salesTotalsColumns(totals: DocumentTotals<SalesLineInput>) {
  return {
    subtotal: totals.subtotal.toFixed(),
    taxTotal: totals.taxTotal.toFixed(),
    total: totals.total.toFixed(),
    taxByCategory: categoryTotalsJson(totals),
  };
}

/** Writes an invoice's lines with their tax as computed. */
export async function insertInvoiceLines(
  tx: Executor,
  companyId: string,
  invoiceId: string,
  totals: DocumentTotals<SalesLineInput>,
) {
  await tx.insert(invoiceLines).values(lineValues(totals).map((l) => ({ ...l, companyId, invoiceId })));
}

/** The stored figures of taxed sales lines (any sales document's line table). */
export function lineValues(totals: DocumentTotals<SalesLineInput>) {
  return totals.lines.map((l, i) => ({
    lineNo: i + 1,
    productId: l.productId ?? null,
    description: l.description,
    qty: String(l.qty),
    unitPrice: String(l.unitPrice),
    discount: String(l.discount),
    taxCategory: l.taxCategory,
    priceIncludesTax: l.priceIncludesTax,
    amount: l.amount.toFixed(),
    taxAmount: l.taxAmount.toFixed(),
    lineTotal: l.lineTotal.toFixed(),
  }));
}

/**
 * The one place sales lines (invoices, estimates, sales orders, credit notes) get their tax. With
 * `chargesVat` false (the company is not VAT-registered on the document's date) each line keeps its
 * tax category, what the goods are, with tax 0: the document shows no VAT and posts no output VAT.
 */
export function salesTotals(lines: readonly SalesLineInput[], chargesVat: boolean) {
  lines.forEach((l, i) => {
    if (discountExceedsLine(l)) {
      throw new AppError('validation-error', 'A discount cannot exceed the line value', {
        fields: { [`lines.${i}.discount`]: 'More than the line value' },
      });
    }
  });
  return documentTotals(lines, { chargesVat });
}

/** `salesTotals` of a document of the company dated `date`: VAT only once the company is registered. */
export async function salesTotalsOn(
  db: Executor,
  companyId: string,
  date: string,
  lines: readonly SalesLineInput[],
) {
  return salesTotals(lines, await companyChargesVat(db, companyId, date));
}

/** A stored line (numeric columns as text, or a line record's numbers) back as the line input it was made from. */
export function toLineInput(l: {
  productId: string | null;
  description: string;
  qty: string | number;
  unitPrice: string | number;
  discount: string | number;
  taxCategory: string;
  priceIncludesTax: boolean;
}): SalesLineInput {
  return {
    productId: l.productId ?? undefined,
    description: l.description,
    qty: Number(l.qty),
    unitPrice: Number(l.unitPrice),
    discount: Number(l.discount),
    taxCategory: l.taxCategory as SalesLineInput['taxCategory'],
    priceIncludesTax: l.priceIncludesTax,
  };
}
