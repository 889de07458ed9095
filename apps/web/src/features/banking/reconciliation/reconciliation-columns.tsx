import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import type { Reconciliation } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { DocumentCell } from '../../../shared/documents/document-cell';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../../shared/format';
import { dateColumn, documentColumn, statusColumn } from '../../../shared/lists/grid-columns';
import { moneyColumn } from '../../../shared/lists/list-columns';
import { isBalanced, reconciliationPaths } from './reconciliation-format';

/** The list's columns the server can sort by. */
export const RECONCILIATION_SORTS: ReadonlySet<string> = new Set(['accountName', 'statementDate']);

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
    documentColumn<Reconciliation>(
      'accountName',
      t('reconciliationColumns.account'),
      (row) => ({
        to: reconciliationPaths.one(row.id),
        number: row.accountName,
        caption: narrow ? formatDate(row.statementDate) : (row.accountNumber ?? undefined),
      }),
      { flex: 1, minWidth: 140 },
    ),
    dateColumn('statementDate', t('reconciliationColumns.statementDate'), { width: 140 }),
    moneyColumn('statementBalance', t('reconciliationColumns.statementBalance'), {
      width: 155,
      sortable: false,
    }),
    moneyColumn('bookBalance', t('reconciliationColumns.bookBalance'), { width: 130, sortable: false }),
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
    statusColumn(t('reconciliationColumns.status'), { width: 110, sortable: false }),
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
