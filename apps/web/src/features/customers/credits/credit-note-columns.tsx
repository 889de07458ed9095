import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { GridColDef } from '@mui/x-data-grid';
import type { CreditNote } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { formatDate, formatKes } from '../../../shared/format';
import { actionsColumn, dateColumn, documentColumn } from '../../../shared/lists/grid-columns';
import { moneyColumn } from '../../../shared/lists/list-columns';
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
  t: TFunction<'customers'>;
}

/** What may be done with a note: only its unapplied part can still be used. */
export function creditActionsOf(n: CreditNote, o: Pick<CreditColumnsOptions, 'canApply' | 'canRefund'>) {
  if (n.unapplied <= 0) return [];
  return [...(o.canApply ? (['apply'] as const) : []), ...(o.canRefund ? (['refund'] as const) : [])];
}

/** The grid's sortable columns, by the API's sort names. */
export const CREDIT_SORTABLE = new Set(['date', 'creditNoteNumber', 'customerName', 'total', 'unapplied']);

function captionOf(n: CreditNote, o: Pick<CreditColumnsOptions, 'narrow' | 'wide' | 't'>) {
  if (o.narrow)
    return o.t('creditNotes.leftCaption', {
      name: n.customerName,
      left: formatKes(n.unapplied),
      total: formatKes(n.total),
    });
  return o.wide ? undefined : formatDate(n.date);
}

const money = (field: keyof CreditNote, headerName: string, sortable = false) =>
  moneyColumn<CreditNote>(field, headerName, { width: 118, sortable });

export function creditNoteColumns(o: CreditColumnsOptions): GridColDef<CreditNote>[] {
  const { t } = o;
  return [
    documentColumn<CreditNote>(
      'creditNoteNumber',
      t('creditNotes.columns.creditNote'),
      (row) => ({ number: row.creditNoteNumber, caption: captionOf(row, o) }),
      { width: 125, flex: o.narrow ? 1 : undefined },
    ),
    documentColumn<CreditNote>(
      'invoiceNumber',
      t('common.invoice'),
      (row) => ({ number: row.invoiceNumber, to: customerPaths.invoice(row.invoiceId) }),
      { width: 115, sortable: false },
    ),
    { field: 'customerName', headerName: t('common.customer'), flex: 1, minWidth: 150 },
    dateColumn('date', t('common.date'), { width: 115 }),
    money('total', t('common.total'), true),
    money('applied', t('creditNotes.columns.applied')),
    money('unapplied', t('creditNotes.columns.unapplied'), true),
    money('refunded', t('creditNotes.columns.refunded')),
    {
      field: 'state',
      headerName: t('common.credit'),
      width: 110,
      sortable: false,
      renderCell: ({ row }) => <CreditStateCell note={row} />,
    },
    actionsColumn<CreditNote>(t('common.actions'), 96, (row) => {
      const allowed = creditActionsOf(row, o);
      return [
        {
          key: 'apply',
          icon: <ReceiptLongIcon />,
          label: t('applyCredit.noteTitle', { number: row.creditNoteNumber }),
          onClick: () => o.onAction(row, 'apply'),
          shown: allowed.includes('apply'),
        },
        {
          key: 'refund',
          icon: <PaymentsIcon />,
          label: t('creditNotes.refundNamed', { number: row.creditNoteNumber }),
          onClick: () => o.onAction(row, 'refund'),
          shown: allowed.includes('refund'),
        },
      ];
    }),
  ];
}
