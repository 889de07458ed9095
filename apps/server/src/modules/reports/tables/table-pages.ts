import type { ReportColumn } from '@tawi/contracts';
import type { Executor } from '@tawi/db';
import type { RequestContext } from '../../../platform/request-context';
import type { ReportRange } from '../report-range';
import type { TableRow } from './table-rows';

/** What a loader gets: the company, the user, the period and branches read, and the report's own filters. */
export interface TableReportInput<Q> {
  db: Executor;
  ctx: RequestContext;
  range: ReportRange;
  query: Q;
}

/** One page of a sorted report: the sort column, its direction, and which rows. */
export interface TablePageRequest {
  key: string;
  descending: boolean;
  offset: number;
  limit: number;
}

/** A page of rows, how many rows the whole report has, and the sums of its `total` columns (decimal text or numbers). */
export interface TablePage<R extends TableRow> {
  rows: R[];
  total: number;
  totals: Record<string, string | number | null>;
}

/**
 * A report's rows paged, sorted and totalled in SQL, for the sort columns in `sorts`: those it orders
 * exactly as the kit's in-memory sort (`sortRows`) would order the loader's rows, ties included (the
 * sort column, then the loader's own order), so both give the same answer. Other sorts and files use
 * the loader.
 */
export interface TableReportPager<Q, R extends TableRow> {
  sorts: readonly string[];
  page(input: TableReportInput<Q>, page: TablePageRequest): Promise<TablePage<R>>;
}

/** The page's totals of `columns` (the `total` ones), as numbers (0 when there is no row). */
export function pageTotals(
  columns: readonly ReportColumn[],
  totals: TablePage<TableRow>['totals'],
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const column of columns.filter((c) => c.total)) out[column.key] = Number(totals[column.key] ?? 0);
  return out;
}
