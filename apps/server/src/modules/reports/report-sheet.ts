import type { ComparedPeriod, ReportColumn } from '@tawi/contracts';
import type { TableRow } from './tables/table-rows';

/** A report as a file lays it out: its columns, its rows, and which rows are totals (printed bold). */
export interface ReportSheet {
  columns: ReportColumn[];
  rows: TableRow[];
  strongRows: Set<number>;
}

export const textColumn = (key: string, label: string): ReportColumn => ({ key, label, kind: 'text' });
export const moneyColumn = (key: string, label: string): ReportColumn => ({ key, label, kind: 'money' });
export const dateColumn = (key: string, label: string): ReportColumn => ({ key, label, kind: 'date' });

/** The heading of a compared period's column: "Previous period" or "Previous year". */
export const comparedLabel = (comparison: ComparedPeriod) =>
  comparison.kind === 'previous-year' ? 'Previous year' : 'Previous period';

/** Fills a sheet row by row; `strong` marks a total. */
export function sheetOf(columns: ReportColumn[]) {
  const sheet: ReportSheet = { columns, rows: [], strongRows: new Set() };
  return {
    sheet,
    add(row: TableRow, strong = false) {
      if (strong) sheet.strongRows.add(sheet.rows.length);
      sheet.rows.push(row);
    },
  };
}
