import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import type { Reconciliation } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { DocumentCell } from '../../../shared/documents/document-cell';
import { StatusCell } from '../../../shared/documents/status-cell';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../../shared/format';
import { isBalanced, reconciliationPaths } from './reconciliation-format';

/** The list's columns the server can sort by. */
export const RECONCILIATION_SORTS: ReadonlySet<string> = new Set(['accountName', 'statementDate']);

const money = (v: number) => formatKes(v);

/**
 * The account's cell says the statement date under the name on a phone (its number on a desk); the
 * last one says who reconciled it, with the day (in the company's `timeZone`) under the name.
 */
export function reconciliationColumns({
  narrow,
  timeZone,
  t,
}: {
  narrow: boolean;
  timeZone: string;
  t: TFunction<'banking'>;
}): GridColDef<Reconciliation>[] {
  return [
    {
      field: 'accountName',
      headerName: t('reconciliationColumns.account'),
      flex: 1,
      minWidth: 140,
      renderCell: ({ row }) => (
        <DocumentCell
          to={reconciliationPaths.one(row.id)}
          number={row.accountName}
          caption={narrow ? formatDate(row.statementDate) : (row.accountNumber ?? undefined)}
        />
      ),
    },
    {
      field: 'statementDate',
      headerName: t('reconciliationColumns.statementDate'),
      width: 140,
      valueFormatter: (v: string) => formatDate(v),
    },
    {
      field: 'statementBalance',
      headerName: t('reconciliationColumns.statementBalance'),
      type: 'number',
      width: 155,
      sortable: false,
      valueFormatter: money,
    },
    {
      field: 'bookBalance',
      headerName: t('reconciliationColumns.bookBalance'),
      type: 'number',
      width: 130,
      sortable: false,
      valueFormatter: money,
    },
    {
      field: 'difference',
      headerName: t('reconciliationColumns.difference'),
      type: 'number',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Box component="span" sx={{ color: isBalanced(row) ? undefined : 'error.main', fontWeight: 500 }}>
          {formatKes(row.difference)}
        </Box>
      ),
    },
    {
      field: 'status',
      headerName: t('reconciliationColumns.status'),
      width: 110,
      sortable: false,
      renderCell: ({ row }) => <StatusCell status={row.status} />,
    },
    {
      field: 'reconciledAt',
      headerName: t('reconciliationColumns.reconciled'),
      flex: 1,
      minWidth: 130,
      sortable: false,
      renderCell: ({ row }) =>
        row.reconciledAt ? (
          <DocumentCell
            number={row.reconciledBy ?? EMPTY_DISPLAY}
            caption={formatDate(row.reconciledAt, timeZone)}
          />
        ) : (
          EMPTY_DISPLAY
        ),
    },
  ];
}
