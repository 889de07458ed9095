import type { ReceivablesAging } from '@tawi/contracts';
import type { CsvCell } from '@tawi/domain';
import { AGING_BUCKETS, AGING_KEYS, type AgingKey, Money } from '@tawi/domain';
import type { TFunction } from 'i18next';

export type AgingRow = ReceivablesAging['rows'][number];
export type AgingFigures = ReceivablesAging['totals'];
export type AgingAmountField = AgingKey | 'unappliedCredit' | 'total';
export type AgingSortField = 'customerName' | AgingAmountField;
export interface AgingSort {
  field: AgingSortField;
  direction: 'asc' | 'desc';
}

/**
 * The amount columns, in the spec's bucket order, then the credit the customer holds (negative: not
 * yet applied or refunded), then the customer's total net of it.
 */
export const AGING_COLUMNS: readonly AgingAmountField[] = [
  ...AGING_BUCKETS.map((bucket) => AGING_KEYS[bucket]),
  'unappliedCredit',
  'total',
];

/** An amount column's heading. */
export function agingColumnLabel(field: AgingAmountField, t: TFunction<'customers'>): string {
  if (field === 'unappliedCredit') return t('aging.unappliedCredit');
  if (field === 'total') return t('common.total');
  return t(`aging.buckets.${field}`);
}

/** Customers whose name contains the search, ignoring case and the spaces around it. */
export function filterAging(rows: readonly AgingRow[], search: string): AgingRow[] {
  const term = search.trim().toLowerCase();
  return term ? rows.filter((r) => r.customerName.toLowerCase().includes(term)) : [...rows];
}

const byName = (a: AgingRow, b: AgingRow) =>
  a.customerName.localeCompare(b.customerName, undefined, { sensitivity: 'base' });

/** Sorted by the column; equal amounts by name, so the order never jumps. */
export function sortAging(rows: readonly AgingRow[], sort: AgingSort): AgingRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const { field } = sort;
  const compare =
    field === 'customerName'
      ? (a: AgingRow, b: AgingRow) => sign * byName(a, b)
      : (a: AgingRow, b: AgingRow) => sign * Money.of(a[field]).cmp(b[field]) || byName(a, b);
  return [...rows].sort(compare);
}

/** Each column added up (exact decimal sums, as the server's totals). */
export function agingTotals(rows: readonly AgingRow[]): AgingFigures {
  const sum = (field: AgingAmountField) => Money.sum(rows.map((r) => r[field])).toNumber();
  return {
    current: sum('current'),
    days1to30: sum('days1to30'),
    days31to60: sum('days31to60'),
    days61to90: sum('days61to90'),
    over90: sum('over90'),
    unappliedCredit: sum('unappliedCredit'),
    total: sum('total'),
  };
}

/** The table as a spreadsheet: header, one line per customer, the totals line. */
export function agingCsvRows(
  rows: readonly AgingRow[],
  totals: AgingFigures,
  t: TFunction<'customers'>,
): CsvCell[][] {
  const amounts = (f: AgingFigures) => AGING_COLUMNS.map((field) => Money.of(f[field]));
  return [
    [t('common.customer'), ...AGING_COLUMNS.map((field) => agingColumnLabel(field, t))],
    ...rows.map((r) => [r.customerName, ...amounts(r)]),
    [t('common.total'), ...amounts(totals)],
  ];
}
