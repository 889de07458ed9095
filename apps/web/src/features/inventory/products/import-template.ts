/** The columns of a product import file, in the order the server reads them. */
export const IMPORT_COLUMNS = [
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

const SAMPLE_ROW = ['UNGA-2KG', 'Unga 2kg', 'Maize flour', 'Flour', 'pcs', '210', '180', 'B', '10'];

/** A template file with the header and one example row, as a download link's href. */
export function importTemplateHref(): string {
  const csv = `${IMPORT_COLUMNS.join(',')}\n${SAMPLE_ROW.join(',')}\n`;
  return `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
}

export const MAX_IMPORT_BYTES = 900_000;
