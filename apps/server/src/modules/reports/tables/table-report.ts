import {
  type RouteEntry,
  type TableReportAnswer,
  type TableReportInfo,
  type TableReportQuery,
  visibleColumns,
} from '@tawi/contracts';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../../platform/branch-scope';
import { type ApiHandler, type ApiRequest, implement } from '../../../platform/implement';
import { letterheadOf } from '../../../platform/pdf';
import type { RequestContext } from '../../../platform/request-context';
import { rangeOf } from '../report-range';
import { tableReportFileAnswer } from './table-files';
import { branchNotes } from './table-notes';
import { pageTotals, type TableReportInput, type TableReportPager } from './table-pages';

export type { TableReportInput };

import { parseSort, sortRows, type TableRow, totalsOf, withoutCosts } from './table-rows';

/**
 * Every row of the report for the range (the kit sorts, totals, pages and exports them). Totals are the
 * sums of the `total` columns unless the loader gives its own (a percentage of sums, say).
 */
export type TableReportLoader<Q, R extends TableRow> = (
  input: TableReportInput<Q>,
) => Promise<{ rows: R[]; totals?: Record<string, number> }>;

type TableRoute = RouteEntry & { info: TableReportInfo };

/** Whether the user may see cost prices and margins (`costs:read`); without it `cost` columns are absent. */
export const seesCosts = (ctx: RequestContext): boolean => ctx.permissions.has('costs:read');

/**
 * Implements a table report's route (packages/contracts/src/api/report-tables.ts): the range and branch
 * check, the loader, sorting, totals, paging, and `format=csv|xlsx|pdf` files of the visible columns.
 * A report `asAt` one day reads `asOf` (default `to`) as its `to`. With a `pager`, the JSON pages of
 * the sorts it handles come from SQL (the loader reads every row only for files and other sorts).
 */
export function implementTableReport<E extends TableRoute, R extends TableRow>(
  app: FastifyInstance,
  entry: E,
  load: TableReportLoader<ApiRequest<E>['query'], R>,
  pager?: TableReportPager<ApiRequest<E>['query'], R>,
): void {
  const info = entry.info;
  const handler = async (request: ApiRequest<E>): Promise<unknown> => {
    const ctx = contextOf(request);
    const query = request.query as TableReportQuery & { asOf?: string };
    const sort = parseSort(info, query.sort);
    const period = info.asAt && query.asOf ? { ...query, to: query.asOf } : query;
    const range = await rangeOf(app.db, ctx, period);
    const input = { db: app.db, ctx, range, query: request.query as ApiRequest<E>['query'] };
    const costs = seesCosts(ctx);
    const start = (query.page - 1) * query.limit;
    const answerOf = (rows: R[], totals: Record<string, number>, total: number): TableReportAnswer<R> => ({
      rows,
      totals,
      total,
      page: query.page,
      limit: query.limit,
      from: range.from,
      to: range.to,
      sort: `${sort.descending ? '-' : ''}${sort.key}`,
    });
    if ((!query.format || query.format === 'json') && pager?.sorts.includes(sort.key)) {
      const paged = await pager.page(input, { ...sort, offset: start, limit: query.limit });
      const rows = costs ? paged.rows : withoutCosts(info.columns, paged.rows);
      return answerOf(
        rows,
        pageTotals(costs ? info.columns : visibleColumns(info, false), paged.totals),
        paged.total,
      );
    }
    const loaded = await load(input);
    const rows = sortRows(
      costs ? loaded.rows : withoutCosts(info.columns, loaded.rows),
      sort.key,
      sort.descending,
    );
    const columns = visibleColumns(info, costs);
    const totals = costs ? (loaded.totals ?? totalsOf(info.columns, rows)) : totalsOf(columns, rows);
    if (query.format && query.format !== 'json') {
      const notes = await branchNotes(app.db, ctx.companyId, range);
      const file = { info, columns, rows, totals, from: range.from, to: range.to, notes };
      return tableReportFileAnswer(query.format, file, () => letterheadOf(app.db, ctx.companyId));
    }
    return answerOf(rows.slice(start, start + query.limit), totals, rows.length);
  };
  // the answer is the route's schema for any report (tableReportAnswer of its columns), or a file
  implement(app, entry, handler as ApiHandler<E>);
}
