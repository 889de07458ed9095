import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { GridColDef } from '@mui/x-data-grid';
import type { CreditNote } from '@tawi/contracts';
import { DocumentCell } from '../../../shared/documents/document-cell';
import { formatDate, formatKes } from '../../../shared/format';
import { rowActions } from '../../../shared/row-actions';
import { customerPaths } from '../customers-paths';
import { CreditStateCell } from './credit-state';

export type CreditAction = 'apply' | 'refund';

export interface CreditColumnsOptions {
  /** customers:update may apply credit, customers:approve may pay it back. */
  canApply: boolean;
  canRefund: boolean;
  narrow: boolean;
  /** Room for the date and state columns; else the date goes under the number. */
  wide: boolean;
  onAction: (note: CreditNote, action: CreditAction) => void;
}

/** What may be done with a note: only its unapplied part can still be used. */
export function creditActionsOf(n: CreditNote, o: Pick<CreditColumnsOptions, 'canApply' | 'canRefund'>) {
  if (n.unapplied <= 0) return [];
  return [...(o.canApply ? (['apply'] as const) : []), ...(o.canRefund ? (['refund'] as const) : [])];
}

/** The grid's sortable columns, by the API's sort names. */
export const CREDIT_SORTABLE = new Set(['date', 'creditNoteNumber', 'customerName', 'total', 'unapplied']);

function captionOf(n: CreditNote, o: Pick<CreditColumnsOptions, 'narrow' | 'wide'>) {
  if (o.narrow) return `${n.customerName} · ${formatKes(n.unapplied)} of ${formatKes(n.total)} left`;
  return o.wide ? undefined : formatDate(n.date);
}

const money = (field: keyof CreditNote, headerName: string, sortable = false): GridColDef<CreditNote> => ({
  field,
  headerName,
  type: 'number',
  width: 118,
  sortable,
  valueFormatter: (v: number) => formatKes(v),
});

export function creditNoteColumns(o: CreditColumnsOptions): GridColDef<CreditNote>[] {
  return [
    {
      field: 'creditNoteNumber',
      headerName: 'Credit note',
      width: 125,
      flex: o.narrow ? 1 : undefined,
      renderCell: ({ row }) => <DocumentCell number={row.creditNoteNumber} caption={captionOf(row, o)} />,
    },
    {
      field: 'invoiceNumber',
      headerName: 'Invoice',
      width: 115,
      sortable: false,
      renderCell: ({ row }) => (
        <DocumentCell number={row.invoiceNumber} to={customerPaths.invoice(row.invoiceId)} />
      ),
    },
    { field: 'customerName', headerName: 'Customer', flex: 1, minWidth: 150 },
    { field: 'date', headerName: 'Date', width: 115, valueFormatter: (v: string) => formatDate(v) },
    money('total', 'Total', true),
    money('applied', 'Applied'),
    money('unapplied', 'Unapplied', true),
    money('refunded', 'Refunded'),
    {
      field: 'state',
      headerName: 'Credit',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => <CreditStateCell note={row} />,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 96,
      getActions: ({ row }) => {
        const allowed = creditActionsOf(row, o);
        return rowActions([
          {
            key: 'apply',
            icon: <ReceiptLongIcon />,
            label: `Apply ${row.creditNoteNumber} to invoices`,
            onClick: () => o.onAction(row, 'apply'),
            shown: allowed.includes('apply'),
          },
          {
            key: 'refund',
            icon: <PaymentsIcon />,
            label: `Refund ${row.creditNoteNumber}`,
            onClick: () => o.onAction(row, 'refund'),
            shown: allowed.includes('refund'),
          },
        ]);
      },
    },
  ];
}
