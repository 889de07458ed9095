import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { drillPath, type ReportColumn } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatKes, formatNumber } from '../../../shared/format';
import { cellText, columnLabel } from '../report-words';

/** A report row on screen; the totals row has the id TOTALS_ROW_ID. */
export type ReportGridRow = Record<string, unknown> & { id: string };
export const TOTALS_ROW_ID = '__totals';

/** A value as the page shows it: KES amounts, dd/mm/yyyy dates, percentages with one decimal. */
export function displayValue(column: ReportColumn, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value !== 'number') return column.kind === 'date' ? formatDate(value) : String(value);
  switch (column.kind) {
    case 'money':
      return formatKes(value);
    case 'percent':
      return `${formatNumber(value, 1)}%`;
    case 'ratio':
      return formatNumber(value, 2);
    case 'quantity':
      return formatNumber(value, 3).replace(/\.?0+$/, '');
    default:
      return formatNumber(value, 0);
  }
}

const numeric = (c: ReportColumn) => c.kind !== 'text' && c.kind !== 'date';

/** The grid's columns: sortable on the server, amounts right-aligned, linked values drill down. */
export function gridColumns(
  columns: readonly ReportColumn[],
  t: TFunction<'reports'>,
): GridColDef<ReportGridRow>[] {
  return columns.map((column, index) => ({
    field: column.key,
    headerName: columnLabel(t, column.label),
    type: numeric(column) ? 'number' : 'string',
    align: numeric(column) ? 'right' : 'left',
    headerAlign: numeric(column) ? 'right' : 'left',
    minWidth: numeric(column) ? 130 : 150,
    flex: numeric(column) ? 0 : 1,
    sortable: true,
    renderCell: ({ row, value }) => {
      if (row.id === TOTALS_ROW_ID) return index === 0 ? t('tablePage.total') : displayValue(column, value);
      const shown = displayValue(column, value);
      const text = column.kind === 'text' ? cellText(t, shown) : shown;
      const to = column.link && drillPath(column.link, row);
      return to && text ? (
        <Link component={RouterLink} to={to}>
          {text}
        </Link>
      ) : (
        text
      );
    },
  }));
}
