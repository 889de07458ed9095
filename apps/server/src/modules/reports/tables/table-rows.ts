import type { ReportColumn, TableReportInfo } from '@tawi/contracts';
import { fieldError } from '../../../platform/app-error';

/** A report row as its loader builds it: numbers for amounts (KES, 2 decimals), strings or null. */
export type TableRow = Record<string, string | number | null | undefined>;

/** `key` or `-key` of a column the report has, else 400 naming `sort`. */
export function parseSort(
  info: TableReportInfo,
  sort: string | undefined,
): { key: string; descending: boolean } {
  const text = sort ?? info.defaultSort;
  const descending = text.startsWith('-');
  const key = descending ? text.slice(1) : text;
  if (!info.columns.some((c) => c.key === key && !c.hidden)) {
    const keys = info.columns.filter((c) => !c.hidden).map((c) => c.key);
    throw fieldError('sort', `Sort by one of ${keys.join(', ')} (prefix - for descending)`);
  }
  return { key, descending };
}

/** One collator for every comparison: `localeCompare` with a locale builds a new one on each call. */
const collator = new Intl.Collator('en', { numeric: true });

const compareValues = (a: TableRow[string], b: TableRow[string]): number => {
  if (a === b) return 0;
  // empty values last, whichever the direction
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
};

/** The rows in the order asked for; ties keep the loader's order (stable sort). */
export function sortRows<R extends TableRow>(rows: readonly R[], key: string, descending: boolean): R[] {
  return [...rows].sort((a, b) => {
    const empty = a[key] === null || a[key] === undefined || b[key] === null || b[key] === undefined;
    const order = compareValues(a[key], b[key]);
    return descending && !empty ? -order : order;
  });
}

/** Sums of the `total` columns over every row, to the cent (quantities to 3 decimals). */
export function totalsOf(
  columns: readonly ReportColumn[],
  rows: readonly TableRow[],
): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const column of columns.filter((c) => c.total)) {
    const scale = column.kind === 'quantity' ? 1000 : 100;
    const units = rows.reduce((sum, row) => {
      const value = row[column.key];
      return typeof value === 'number' ? sum + Math.round(value * scale) : sum;
    }, 0);
    totals[column.key] = units / scale;
  }
  return totals;
}

/** Drops the cost columns' values from rows and totals for a user who may not see costs. */
export function withoutCosts<R extends TableRow>(columns: readonly ReportColumn[], rows: readonly R[]): R[] {
  const costKeys = columns.filter((c) => c.cost).map((c) => c.key);
  if (costKeys.length === 0) return [...rows];
  return rows.map(
    (row) => Object.fromEntries(Object.entries(row).filter(([k]) => !costKeys.includes(k))) as R,
  );
}
