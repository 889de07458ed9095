import { REPORT_FILTERS, type ReportFilter, type TableReportInfo } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../shared/session/session-context';
import { periodFromSearch, type ReportPeriodKey } from '../report-periods';

/** A table report's filters as the address keeps them (`?period=&from=&to=&branchId=&sort=&page=`). */
export interface TableReportParams {
  period: ReportPeriodKey;
  from: string;
  to: string;
  /** '' means every branch the user reaches. */
  branchId: string;
  sort: string;
  /** 1-based, as the API counts. */
  page: number;
  limit: number;
  /** The report's own filters (REPORT_FILTERS), '' when not set. */
  filters: Partial<Record<ReportFilter, string>>;
}

const PAGE_SIZES = [25, 50, 100];
const positive = (v: string | null, fallback: number) => (v && /^[1-9]\d*$/.test(v) ? Number(v) : fallback);

/**
 * The report's filters from the address, with defaults: this financial year to today, all branches,
 * the report's default sort, page 1 of 50. Any change goes back to page 1 (a filter never lands past the end).
 */
export function useTableReportParams(
  info: TableReportInfo,
): [TableReportParams, (patch: Partial<TableReportParams>) => void] {
  const { me } = useSession();
  const [search, setSearch] = useSearchParams();
  const today = todayIn(me.company.timeZone);
  const { period, ...range } = periodFromSearch(search, today, me.company.financialYearStartMonth);
  const branchId = search.get('branchId') ?? '';
  const filters = Object.fromEntries(
    (info.filters ?? []).flatMap((f) => {
      const value = search.get(f);
      return value ? [[f, value]] : [];
    }),
  );
  const limit = positive(search.get('limit'), 50);
  const params: TableReportParams = {
    period,
    ...range,
    branchId: me.branches.some((b) => b.id === branchId) ? branchId : '',
    sort: search.get('sort') ?? info.defaultSort,
    page: positive(search.get('page'), 1),
    limit: PAGE_SIZES.includes(limit) ? limit : 50,
    filters,
  };
  const update = (patch: Partial<TableReportParams>) => {
    const next = { ...params, page: 1, ...patch, filters: { ...params.filters, ...patch.filters } };
    const out = new URLSearchParams();
    out.set('period', next.period);
    if (next.period === 'custom') {
      out.set('from', next.from);
      out.set('to', next.to);
    }
    if (next.branchId) out.set('branchId', next.branchId);
    if (next.sort !== info.defaultSort) out.set('sort', next.sort);
    if (next.page > 1) out.set('page', String(next.page));
    if (next.limit !== 50) out.set('limit', String(next.limit));
    for (const [key, value] of Object.entries(next.filters)) if (value) out.set(key, value);
    setSearch(out, { replace: true });
  };
  return [params, update];
}

/** The report's query for the API: the period (or `asOf` its end), branch, sort, page and its own filters. */
export function tableReportQuery(info: TableReportInfo, params: TableReportParams) {
  return {
    from: params.from,
    to: params.to,
    ...(info.asAt && { asOf: params.to }),
    ...(params.branchId && { branchId: params.branchId }),
    sort: params.sort,
    page: params.page,
    limit: params.limit,
    ...params.filters,
  };
}

export { PAGE_SIZES, REPORT_FILTERS };
