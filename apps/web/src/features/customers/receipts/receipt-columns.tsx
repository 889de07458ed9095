import AttachFileIcon from '@mui/icons-material/AttachFile';
import BlockIcon from '@mui/icons-material/Block';
import type { GridColDef } from '@mui/x-data-grid';
import type { CustomerReceipt } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { DocumentCell } from '../../../shared/documents/document-cell';
import { PAYMENT_METHOD_LABELS } from '../../../shared/documents/payment-labels';
import { EMPTY_DISPLAY, formatDate } from '../../../shared/format';
import { moneyColumn, orDash } from '../../../shared/lists/list-columns';
import { rowActions } from '../../../shared/row-actions';
import { type CustomerDocumentRef, customerDocumentActions } from '../customer-document-out';
import { ReceiptStatusCell } from './receipt-status';

/** Under the number: on a phone the date and method, on a desk without room the reference. */
function captionOf(r: CustomerReceipt, narrow: boolean, wide: boolean) {
  if (narrow) return `${formatDate(r.date)} · ${PAYMENT_METHOD_LABELS[r.paymentMethod]}`;
  return wide ? undefined : (r.reference ?? undefined);
}

export interface ReceiptActions {
  canVoid: boolean;
  onVoid: (r: CustomerReceipt) => void;
  canEmail: boolean;
  onEmail: (doc: CustomerDocumentRef) => void;
  onFiles: (r: CustomerReceipt) => void;
  t: TFunction<'customers'>;
}

export function receiptColumns(size: { narrow: boolean; wide: boolean }, a: ReceiptActions) {
  const { narrow, wide } = size;
  const { t } = a;
  const columns: GridColDef<CustomerReceipt>[] = [
    {
      field: 'receiptNumber',
      headerName: t('receipts.receipt'),
      width: 120,
      flex: narrow ? 1 : undefined,
      renderCell: ({ row }) => (
        <DocumentCell number={row.receiptNumber} caption={captionOf(row, narrow, wide)} />
      ),
    },
    { field: 'date', headerName: t('common.date'), width: 110, valueFormatter: (v: string) => formatDate(v) },
    {
      field: 'paymentMethod',
      headerName: t('common.method'),
      width: 115,
      valueFormatter: (v: CustomerReceipt['paymentMethod']) => PAYMENT_METHOD_LABELS[v],
    },
    {
      field: 'reference',
      headerName: t('common.reference'),
      width: 140,
      valueFormatter: orDash,
    },
    {
      field: 'invoices',
      headerName: t('common.invoices'),
      flex: 1,
      minWidth: 140,
      valueGetter: (_, row) =>
        [...new Set(row.invoices.map((i) => i.invoiceNumber))].join(', ') || EMPTY_DISPLAY,
    },
    moneyColumn('amount', t('common.amount'), { width: 120 }),
    moneyColumn('vatWithheld', t('receipts.vatWithheld'), { width: 120 }),
    moneyColumn('unallocated', t('common.credit'), { width: 110 }),
    {
      field: 'status',
      headerName: t('common.status'),
      width: 110,
      renderCell: ({ row }) => <ReceiptStatusCell status={row.status} />,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: t('common.actions'),
      width: 130,
      getActions: ({ row }) =>
        rowActions([
          ...customerDocumentActions(
            { kind: 'receipts', id: row.id, number: row.receiptNumber, customerId: row.customerId },
            a.onEmail,
            a.canEmail,
            t,
          ),
          {
            key: 'files',
            icon: <AttachFileIcon />,
            label: t('receipts.filesOf', { number: row.receiptNumber }),
            onClick: () => a.onFiles(row),
            shown: true,
          },
          {
            key: 'void',
            icon: <BlockIcon />,
            label: t('receipts.voidNamed', { number: row.receiptNumber }),
            onClick: () => a.onVoid(row),
            shown: a.canVoid && row.status === 'Completed',
          },
        ]),
    },
  ];
  return columns;
}
