import { productFields } from '@tawi/contracts';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';

/** The columns of the product CSV, import and export alike (export adds stock figures after them). */
export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'name',
  'description',
  'category',
  'unit',
  'sellingPrice',
  'costPrice',
  'taxCategory',
  'minimumStock',
] as const;
type Column = (typeof PRODUCT_CSV_COLUMNS)[number];

export const MAX_IMPORT_ROWS = 5000;

export interface CsvError {
  line: number;
  field: string | null;
  message: string;
}

/** One data row: its line in the file and the fields it gives (blank cells are left out). */
export interface ProductCsvRow {
  line: number;
  values: Partial<{
    sku: string;
    name: string;
    description: string;
    category: string;
    unit: string;
    sellingPrice: number;
    costPrice: number;
    taxCategory: 'A' | 'B' | 'C' | 'D' | 'E';
    minimumStock: number;
  }>;
}

const NUMERIC = ['sellingPrice', 'costPrice', 'minimumStock'] as const;
type NumericColumn = (typeof NUMERIC)[number];
const isNumeric = (c: Column): c is NumericColumn => (NUMERIC as readonly string[]).includes(c);

function cellSchema(column: Column): z.ZodType {
  if (!isNumeric(column)) return productFields[column];
  const schema = productFields[column];
  const number = z.preprocess(
    (v) => (typeof v === 'string' ? Number(v.replaceAll(',', '')) : v),
    z.number({ error: 'Not a number' }).refine(Number.isFinite, 'Not a number'),
  );
  return number.pipe(schema);
}

function headerOf(first: string[] | undefined): { columns: (Column | null)[]; errors: CsvError[] } {
  if (!first)
    return { columns: [], errors: [{ line: 1, field: null, message: 'The file has no header row' }] };
  const known = new Map(PRODUCT_CSV_COLUMNS.map((c) => [c.toLowerCase(), c]));
  const columns = first.map((h) => known.get(h.trim().toLowerCase().replaceAll(' ', '')) ?? null);
  const missing = (['sku', 'name'] as const).filter((c) => !columns.includes(c));
  return {
    columns,
    errors: missing.map((c) => ({ line: 1, field: c, message: `The header has no ${c} column` })),
  };
}

/**
 * Parses a product CSV (header row first; columns in any order, names as PRODUCT_CSV_COLUMNS, any
 * case) into rows with their line numbers, and every problem found: unreadable CSV, unknown header,
 * a cell that breaks the product rules, a sku twice in the file. Whether a row creates or updates,
 * and what a new product needs, is decided by the importer.
 */
export function parseProductCsv(csv: string): { rows: ProductCsvRow[]; errors: CsvError[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(csv, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (err) {
    const line = (err as { lines?: number }).lines ?? 1;
    return {
      rows: [],
      errors: [{ line, field: null, message: `Not a readable CSV file: ${(err as Error).message}` }],
    };
  }
  const [head, ...data] = records;
  const { columns, errors } = headerOf(head?.record);
  if (errors.length) return { rows: [], errors };
  if (data.length > MAX_IMPORT_ROWS) {
    return {
      rows: [],
      errors: [{ line: 1, field: null, message: `At most ${MAX_IMPORT_ROWS} rows per file` }],
    };
  }
  const rows: ProductCsvRow[] = [];
  const skuLines = new Map<string, number>();
  for (const { record, info } of data) {
    const values: Record<string, unknown> = {};
    columns.forEach((column, i) => {
      const cell = record[i];
      if (!column || cell === undefined || cell === '') return;
      const parsed = cellSchema(column).safeParse(cell);
      if (parsed.success) values[column] = parsed.data;
      else
        errors.push({
          line: info.lines,
          field: column,
          message: parsed.error.issues[0]?.message ?? 'Invalid',
        });
    });
    const sku = typeof values.sku === 'string' ? values.sku.toLowerCase() : undefined;
    if (sku && skuLines.has(sku)) {
      errors.push({ line: info.lines, field: 'sku', message: `SKU already on line ${skuLines.get(sku)}` });
    } else if (sku) skuLines.set(sku, info.lines);
    rows.push({ line: info.lines, values: values as ProductCsvRow['values'] });
  }
  return { rows, errors };
}
