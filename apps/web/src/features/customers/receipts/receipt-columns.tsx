import AttachFileIcon from '@mui/icons-material/AttachFile';
import BlockIcon from '@mui/icons-material/Block';
import type { GridColDef } from '@mui/x-data-grid';
import type { CustomerReceipt } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { PAYMENT_METHOD_LABELS } from '../../../shared/documents/payment-labels';
import { EMPTY_DISPLAY, formatDate } from '../../../shared/format';
import {
  actionsColumn,
  dateColumn,
  documentColumn,
  optionalTextColumn,
  statusColumn,
} from '../../../shared/lists/grid-columns';
import { moneyColumn } from '../../../shared/lists/list-columns';
import { paymentMethodColumn } from '../../../shared/lists/payment-method-column';
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
    documentColumn<CustomerReceipt>(
      'receiptNumber',
      t('receipts.receipt'),
      (row) => ({ number: row.receiptNumber, caption: captionOf(row, narrow, wide) }),
      { width: 120, flex: narrow ? 1 : undefined },
    ),
    dateColumn('date', t('common.date'), { width: 110 }),
    paymentMethodColumn(t('common.method'), { width: 115 }),
    optionalTextColumn('reference', t('common.reference'), { width: 140 }),
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
    statusColumn(t('common.status'), { width: 110, cell: ReceiptStatusCell }),
    actionsColumn<CustomerReceipt>(t('common.actions'), 130, (row) => [
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
  ];
  return columns;
}
