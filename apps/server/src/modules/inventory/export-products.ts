import type { Product } from '@tawi/contracts';
import { type CsvCell, toCsv } from '@tawi/domain';
import ExcelJS from 'exceljs';
import { PRODUCT_CSV_COLUMNS } from './product-csv';

const STOCK_COLUMNS = ['currentStock', 'averageCost', 'stockValue'] as const;
/** The import columns first (an export can be edited and imported back), then the branch's stock. */
export const EXPORT_COLUMNS = [...PRODUCT_CSV_COLUMNS, ...STOCK_COLUMNS] as const;

function cellsOf(p: Product): CsvCell[] {
  const record: Record<(typeof EXPORT_COLUMNS)[number], CsvCell> = {
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
  return EXPORT_COLUMNS.map((c) => record[c]);
}

export function productsCsv(items: readonly Product[]): string {
  return toCsv([[...EXPORT_COLUMNS], ...items.map(cellsOf)]);
}

export async function productsXlsx(items: readonly Product[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Products');
  sheet.columns = EXPORT_COLUMNS.map((c) => ({
    header: c,
    key: c,
    width: c === 'name' || c === 'description' ? 32 : 14,
  }));
  for (const p of items) sheet.addRow(cellsOf(p).map((v) => (v === undefined ? null : v)));
  sheet.getRow(1).font = { bold: true };
  for (const key of ['sellingPrice', 'stockValue'] as const) sheet.getColumn(key).numFmt = '#,##0.00';
  return Buffer.from(await book.xlsx.writeBuffer());
}
