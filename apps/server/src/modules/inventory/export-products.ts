import type { Product } from '@tawi/contracts';
import { type CsvCell, toCsv } from '@tawi/domain';
import ExcelJS from 'exceljs';
import { PRODUCT_CSV_COLUMNS } from './product-csv';

const STOCK_COLUMNS = ['currentStock', 'averageCost', 'stockValue'] as const;
/** The import columns first (an export can be edited and imported back), then the branch's stock. */
export const EXPORT_COLUMNS = [...PRODUCT_CSV_COLUMNS, ...STOCK_COLUMNS] as const;
type ExportColumn = (typeof EXPORT_COLUMNS)[number];
const COST_COLUMNS: readonly ExportColumn[] = ['costPrice', 'averageCost', 'stockValue'];

/** The columns of the file: without cost price, average cost and stock value for a user without costs:read. */
export const exportColumns = (seesCosts: boolean): readonly ExportColumn[] =>
  seesCosts ? EXPORT_COLUMNS : EXPORT_COLUMNS.filter((c) => !COST_COLUMNS.includes(c));

function cellsOf(p: Product, columns: readonly ExportColumn[]): CsvCell[] {
  const record: Record<ExportColumn, CsvCell> = {
    sku: p.sku,
    name: p.name,
    description: p.description,
    category: p.category,
    unit: p.unit,
    sellingPrice: p.sellingPrice,
    costPrice: p.costPrice,
    taxCategory: p.taxCategory,
    minimumStock: p.minimumStock,
    currentStock: p.currentStock,
    averageCost: p.averageCost,
    stockValue: p.stockValue,
  };
  return columns.map((c) => record[c]);
}

export function productsCsv(items: readonly Product[], seesCosts = true): string {
  const columns = exportColumns(seesCosts);
  return toCsv([[...columns], ...items.map((p) => cellsOf(p, columns))]);
}

export async function productsXlsx(items: readonly Product[], seesCosts = true): Promise<Buffer> {
  const columns = exportColumns(seesCosts);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Products');
  sheet.columns = columns.map((c) => ({
    header: c,
    key: c,
    width: c === 'name' || c === 'description' ? 32 : 14,
  }));
  for (const p of items) sheet.addRow(cellsOf(p, columns).map((v) => (v === undefined ? null : v)));
  sheet.getRow(1).font = { bold: true };
  for (const key of ['sellingPrice', 'stockValue'] as const) {
    if (columns.includes(key)) sheet.getColumn(key).numFmt = '#,##0.00';
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
