import { analyzeGrownTables, type Database, type Executor, products } from '@tawi/db';
import { Money } from '@tawi/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { auditCreate } from '../../platform/audit';
import { liveOf, ofCompany } from '../../platform/company-rows';
import { companySellsAtShelfPrices } from '../../platform/company-vat';
import type { RequestContext } from '../../platform/request-context';
import { type CsvError, type ProductCsvRow, parseProductCsv } from './product-csv';

/** The company's live products by lower-case sku, among the skus of the file. */
async function existingBySku(tx: Executor, companyId: string, rows: ProductCsvRow[]) {
  const skus = rows.flatMap((r) => (r.values.sku ? [r.values.sku.toLowerCase()] : []));
  if (skus.length === 0) return new Map<string, string>();
  const found = await tx
    .select({ id: products.id, sku: sql<string>`lower(${products.sku})` })
    .from(products)
    .where(liveOf(products, companyId, inArray(sql`lower(${products.sku})`, skus)));
  return new Map(found.map((f) => [f.sku, f.id]));
}

/** Row rules that need the database: every row has a sku; a new product needs a name and a price. */
function rowErrors(rows: ProductCsvRow[], existing: Map<string, string>): CsvError[] {
  return rows.flatMap((row): CsvError[] => {
    const { sku, name, sellingPrice } = row.values;
    if (!sku) return [{ line: row.line, field: 'sku', message: 'SKU is required' }];
    if (existing.has(sku.toLowerCase())) return [];
    return [
      ...(name ? [] : [{ line: row.line, field: 'name', message: 'Name is required for a new product' }]),
      ...(sellingPrice === undefined
        ? [{ line: row.line, field: 'sellingPrice', message: 'Selling price is required for a new product' }]
        : []),
    ];
  });
}

const columnsOf = (v: ProductCsvRow['values']) => ({
  name: v.name,
  description: v.description,
  category: v.category,
  unit: v.unit,
  taxCategory: v.taxCategory,
  sellingPrice: v.sellingPrice === undefined ? undefined : Money.of(v.sellingPrice).toFixed(),
  costPrice: v.costPrice === undefined ? undefined : Money.of(v.costPrice).toFixed(6),
  minimumStock: v.minimumStock === undefined ? undefined : String(v.minimumStock),
});

async function writeRows(
  tx: Executor,
  ctx: RequestContext,
  rows: ProductCsvRow[],
  existing: Map<string, string>,
) {
  // new products follow the company's shelf-price setting, as on the product form
  const shelfPrices = await companySellsAtShelfPrices(tx, ctx.companyId);
  for (const { values } of rows) {
    const sku = values.sku ?? '';
    const id = existing.get(sku.toLowerCase());
    if (id) {
      await tx
        .update(products)
        .set({ ...columnsOf(values), updatedAt: new Date() })
        .where(ofCompany(products, ctx.companyId, eq(products.id, id)));
    } else {
      await tx.insert(products).values({
        ...columnsOf(values),
        name: values.name ?? sku,
        sku,
        sellingPriceIncludesTax: shelfPrices,
        companyId: ctx.companyId,
        createdBy: ctx.userId,
      });
    }
  }
}

/**
 * CSV import, create or update by sku. A dry run reports every bad row with its line number and
 * what would be created or updated; a commit with any error is refused (422 `invalid-import`, the
 * errors in details) and otherwise writes every row in one transaction.
 */
export async function importProducts(
  db: Database,
  ctx: RequestContext,
  input: { csv: string; dryRun: boolean },
) {
  const parsed = parseProductCsv(input.csv);
  const result = await db.transaction(async (tx) => {
    const existing = await existingBySku(tx, ctx.companyId, parsed.rows);
    const badLines = new Set(parsed.errors.map((e) => e.line));
    const checked = parsed.rows.filter((r) => !badLines.has(r.line));
    const errors = [...parsed.errors, ...rowErrors(checked, existing)].sort((a, b) => a.line - b.line);
    const toUpdate = parsed.rows.filter(
      (r) => r.values.sku && existing.has(r.values.sku.toLowerCase()),
    ).length;
    const result = {
      dryRun: input.dryRun,
      rows: parsed.rows.length,
      toCreate: parsed.rows.length - toUpdate,
      toUpdate,
      errors,
    };
    if (input.dryRun) return result;
    if (errors.length) {
      throw new AppError('invalid-import', `The file has ${errors.length} errors; nothing was imported`, {
        errors,
      });
    }
    if (parsed.rows.length === 0)
      throw new AppError('invalid-import', 'The file has no rows', { errors: [] });
    await writeRows(tx, ctx, parsed.rows, existing);
    const summary = `Imported ${result.toCreate} new and ${result.toUpdate} updated products`;
    await auditCreate(tx, ctx, 'product-import', ctx.userId, summary);
    return result;
  });
  // a bulk load: fresh statistics now, so the product queries keep their index plans
  if (!input.dryRun) await analyzeGrownTables(db);
  return result;
}
