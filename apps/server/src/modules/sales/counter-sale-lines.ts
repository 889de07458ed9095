import type { CounterSaleLine, SalesLineInput } from '@tawi/contracts';
import { branches, type Executor, products } from '@tawi/db';
import { eq, inArray } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { liveOf, ofCompany } from '../../platform/company-rows';

type ProductFacts = Pick<
  typeof products.$inferSelect,
  'id' | 'sku' | 'name' | 'sellingPrice' | 'taxCategory' | 'sellingPriceIncludesTax'
>;

/**
 * The invoice lines of a counter sale: each product's name, tax category and shelf-price setting,
 * at the price given or its selling price, less the discount (an amount). A product the company
 * does not have: 422 `product-not-found` on the line.
 */
export async function counterInvoiceLines(
  tx: Executor,
  companyId: string,
  lines: readonly CounterSaleLine[],
) {
  const ids = [...new Set(lines.map((l) => l.productId))];
  const found = await tx
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      sellingPrice: products.sellingPrice,
      taxCategory: products.taxCategory,
      sellingPriceIncludesTax: products.sellingPriceIncludesTax,
    })
    .from(products)
    .where(liveOf(products, companyId, inArray(products.id, ids)));
  const byId = new Map<string, ProductFacts>(found.map((p) => [p.id, p]));
  const invoiceLines = lines.map((line, i): SalesLineInput => {
    const product = byId.get(line.productId);
    if (!product) {
      throw new AppError('product-not-found', 'Product not found', {
        fields: { [`lines.${i}.productId`]: 'Not a product of this company' },
      });
    }
    return {
      productId: product.id,
      description: product.name,
      qty: line.qty,
      unitPrice: line.unitPrice ?? Number(product.sellingPrice),
      discount: line.discount ?? 0,
      taxCategory: product.taxCategory as SalesLineInput['taxCategory'],
      priceIncludesTax: product.sellingPriceIncludesTax,
    };
  });
  return { invoiceLines, byId };
}

/**
 * Names the line, the branch and the quantity available in an `insufficient-stock` refusal (the stock
 * writer knows only the SKU): "Line 2, Sugar 2 kg: Westlands has 3". Other errors pass unchanged.
 */
export async function explainStockShortage(
  tx: Executor,
  companyId: string,
  branchId: string,
  error: unknown,
  lines: readonly CounterSaleLine[],
  byId: ReadonlyMap<string, ProductFacts>,
): Promise<unknown> {
  if (!(error instanceof AppError) || error.code !== 'insufficient-stock') return error;
  const sku = error.details?.sku;
  const index = lines.findIndex((l) => byId.get(l.productId)?.sku === sku);
  const product = byId.get(lines[index]?.productId ?? '');
  const [branch] = await tx
    .select({ name: branches.name })
    .from(branches)
    .where(ofCompany(branches, companyId, eq(branches.id, branchId)));
  const available = Number(error.details?.available ?? 0);
  const where = branch?.name ?? 'This branch';
  const message = `Line ${index + 1}, ${product?.name ?? sku}: ${where} has only ${available} in stock`;
  return new AppError('insufficient-stock', message, {
    ...error.details,
    line: index + 1,
    branchId,
    branchName: branch?.name ?? null,
    fields: { [`lines.${index}.qty`]: `Only ${available} in stock at ${where}` },
  });
}
