import { z } from 'zod';
import { blankToUndefined, isoDate, pageFields } from './common';

/**
 * The table reports (API.md "Reports and dashboard"): each states its columns once, here; the route's
 * row schema, the server's CSV/XLSX/PDF files and the web page's grid all come from that statement.
 */

/** How a column's values read: `money` KES with 2 decimals; `text` and `date` (YYYY-MM-DD) may be null. */
export const COLUMN_KINDS = [
  'text',
  'date',
  'money',
  'quantity',
  'count',
  'percent',
  'days',
  'ratio',
] as const;
export type ColumnKind = (typeof COLUMN_KINDS)[number];

export interface ReportColumn {
  readonly key: string;
  readonly label: string;
  readonly kind: ColumnKind;
  /** Summed into `totals` (numbers only). */
  readonly total?: boolean;
  /** In the JSON rows, not on screen nor in files (ids that drill-downs use). */
  readonly hidden?: boolean;
  /** A cost price or a margin: absent for a user who may not see costs. */
  readonly cost?: boolean;
  /**
   * Drill-down: the web page this value opens, `:field` taken from the row
   * (`/dashboard/customers/:customerId`), or `@field` for a row field that holds the whole path.
   */
  readonly link?: string;
}

/** Extra filters a report takes besides `from`, `to`, `branchId` (and their query schemas below). */
export const REPORT_FILTERS = {
  interval: z.preprocess(blankToUndefined, z.enum(['day', 'week', 'month']).default('month')),
  asOf: z.preprocess(blankToUndefined, isoDate.optional()),
  productId: z.preprocess(blankToUndefined, z.uuid({ message: 'Not a valid id' }).optional()),
  customerId: z.preprocess(blankToUndefined, z.uuid({ message: 'Not a valid id' }).optional()),
  supplierId: z.preprocess(blankToUndefined, z.uuid({ message: 'Not a valid id' }).optional()),
  userId: z.preprocess(blankToUndefined, z.uuid({ message: 'Not a valid id' }).optional()),
  contactKind: z.preprocess(blankToUndefined, z.enum(['customer', 'supplier']).optional()),
} as const;
export type ReportFilter = keyof typeof REPORT_FILTERS;

export const REPORT_FORMATS = ['json', 'csv', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const REPORT_FILE_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

export const TABLE_REPORT_PAGE_SIZE = 50;
export const TABLE_REPORT_MAX_PAGE_SIZE = 1000;

function pageLimit(byDefault: number) {
  return z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(TABLE_REPORT_MAX_PAGE_SIZE).default(byDefault),
  );
}

/** The query every table report takes: period, branch, format, paging and `sort` (`key` or `-key`). */
export const tableReportQuery = z.object({
  from: z.preprocess(blankToUndefined, isoDate.optional()),
  to: z.preprocess(blankToUndefined, isoDate.optional()),
  branchId: z.preprocess(blankToUndefined, z.uuid({ message: 'Not a valid id' }).optional()),
  format: z.preprocess(blankToUndefined, z.enum(REPORT_FORMATS).optional()),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(1)),
  limit: pageLimit(TABLE_REPORT_PAGE_SIZE),
  sort: z.preprocess(blankToUndefined, z.string().max(60).optional()),
});
export type TableReportQuery = z.infer<typeof tableReportQuery>;

/** The row of a report, typed from its columns: numbers, or text/dates that may be null. */
export type RowOf<C extends readonly ReportColumn[]> = {
  [K in C[number] as K['key']]: K['kind'] extends 'text' | 'date' ? string | null : number | null;
};

const valueSchema = (kind: ColumnKind) =>
  (kind === 'text' || kind === 'date' ? z.string() : z.number()).nullable();

/** The zod schema of a row of these columns (a cost column is optional: absent for who may not see costs). */
export function rowSchema<const C extends readonly ReportColumn[]>(columns: C): z.ZodType<RowOf<C>> {
  const shape = Object.fromEntries(
    columns.map((c) => [c.key, c.cost ? valueSchema(c.kind).optional() : valueSchema(c.kind)]),
  );
  return z.object(shape) as unknown as z.ZodType<RowOf<C>>;
}

/** The JSON answer: one page of rows, the totals of every row (not just the page's), the period read. */
export function tableReportAnswer<const C extends readonly ReportColumn[]>(columns: C) {
  return z.object({
    rows: z.array(rowSchema(columns)),
    totals: z.record(z.string(), z.number()),
    ...pageFields,
    from: z.string(),
    to: z.string(),
    sort: z.string(),
  });
}
export interface TableReportAnswer<Row> {
  rows: Row[];
  totals: Record<string, number>;
  total: number;
  page: number;
  limit: number;
  from: string;
  to: string;
  sort: string;
}

/** What the reports hub groups by. */
export const REPORT_AREAS = ['sales', 'inventory', 'purchasing', 'customers', 'profit', 'activity'] as const;
export type ReportArea = (typeof REPORT_AREAS)[number];
export const REPORT_AREA_LABELS: Record<ReportArea, string> = {
  sales: 'Sales',
  inventory: 'Inventory',
  purchasing: 'Purchasing',
  customers: 'Customers',
  profit: 'Profit',
  activity: 'User activity',
};

/** One table report as data: its name in the address, its words, its columns and filters. */
export interface TableReportInfo<C extends readonly ReportColumn[] = readonly ReportColumn[]> {
  readonly name: string;
  readonly title: string;
  readonly area: ReportArea;
  /** One line on the hub. */
  readonly description: string;
  readonly columns: C;
  /** `key` or `-key`. */
  readonly defaultSort: string;
  readonly filters?: readonly ReportFilter[];
  /** As at one day (`asOf`, default `to`) rather than over a period. */
  readonly asAt?: boolean;
  /** Rows a page holds when the query names no `limit` (default TABLE_REPORT_PAGE_SIZE). */
  readonly defaultLimit?: number;
}

/** States a report; `const` keeps the column keys for the row type. */
export const tableReport = <const C extends readonly ReportColumn[]>(info: TableReportInfo<C>) => info;

const anyTableReportQuery = tableReportQuery.extend(REPORT_FILTERS);

/**
 * The query schema of a report: the common one plus its own filters (typed as taking any report's
 * filters, so one client input fits every report; the ones it does not take are dropped).
 */
export function tableReportQueryOf(info: TableReportInfo): typeof anyTableReportQuery {
  const extra = Object.fromEntries((info.filters ?? []).map((f) => [f, REPORT_FILTERS[f]]));
  const limit = info.defaultLimit ? { limit: pageLimit(info.defaultLimit) } : {};
  const schema = tableReportQuery
    .extend({ ...extra, ...limit })
    .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'Must not be after to', path: ['from'] });
  return schema as unknown as typeof anyTableReportQuery;
}

/** The columns a person sees and files carry (not the hidden ids), less costs when `costs` is false. */
export function visibleColumns(info: TableReportInfo, costs = true): ReportColumn[] {
  return info.columns.filter((c) => !c.hidden && (costs || !c.cost));
}

/** A `link` template filled from a row, or undefined when a field it needs is empty. */
export function drillPath(link: string, row: Record<string, unknown>): string | undefined {
  if (link.startsWith('@')) {
    const path = row[link.slice(1)];
    return typeof path === 'string' && path ? path : undefined;
  }
  let missing = false;
  const path = link.replace(/:([A-Za-z]+)/g, (_, field: string) => {
    const value = row[field];
    if (value === null || value === undefined || value === '') missing = true;
    return encodeURIComponent(String(value));
  });
  return missing ? undefined : path;
}
