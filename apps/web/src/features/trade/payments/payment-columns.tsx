import BlockIcon from '@mui/icons-material/Block';
import UndoIcon from '@mui/icons-material/Undo';
import type { GridColDef } from '@mui/x-data-grid';
import type { SupplierPayment } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { DocumentCell } from '../../../shared/documents/document-cell';
import { PAYMENT_METHOD_LABELS } from '../../../shared/documents/payment-labels';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../../shared/format';
import { moneyColumn } from '../../../shared/lists/list-columns';
import { rowActions } from '../../../shared/row-actions';
import { PaymentStatusCell } from './payment-status-chip';

export type PaymentAction = 'refund' | 'void';

export interface PaymentActions {
  /** trade:approve */
  canApprove: boolean;
  narrow: boolean;
  onAction: (payment: SupplierPayment, action: PaymentAction) => void;
  t: TFunction<'trade'>;
}

/** Only a Completed payment can be refunded or voided. */
export const paymentActionsOf = (p: SupplierPayment, canApprove: boolean): PaymentAction[] =>
  canApprove && p.status === 'Completed' ? ['refund', 'void'] : [];

export const billNumbers = (p: SupplierPayment) => p.bills.map((b) => b.billNumber).join(', ');

export function paymentColumns(a: PaymentActions): GridColDef<SupplierPayment>[] {
  const { t } = a;
  return [
    {
      field: 'paymentNo',
      headerName: t('payments.columns.payment'),
      width: 110,
      flex: a.narrow ? 1 : undefined,
      renderCell: ({ row }) => (
        <DocumentCell
          number={row.paymentNo}
          caption={a.narrow ? `${formatKes(row.amount)} · ${formatDate(row.paymentDate)}` : undefined}
        />
      ),
    },
    {
      field: 'paymentDate',
      headerName: t('common.date'),
      width: 115,
      valueFormatter: (v: string) => formatDate(v),
    },
    { field: 'supplierName', headerName: t('common.supplier'), flex: 1, minWidth: 150 },
    {
      field: 'paymentMethod',
      headerName: t('payments.fields.method'),
      width: 125,
      valueFormatter: (v: SupplierPayment['paymentMethod']) => PAYMENT_METHOD_LABELS[v],
    },
    {
      field: 'paymentReference',
      headerName: t('payments.fields.reference'),
      width: 125,
      valueFormatter: (v: string | null) => v ?? EMPTY_DISPLAY,
    },
    {
      field: 'bills',
      headerName: t('payments.columns.bills'),
      width: 160,
      valueGetter: (_: unknown, row: SupplierPayment) => billNumbers(row),
    },
    moneyColumn('amount', t('common.amount'), { width: 135 }),
    {
      field: 'status',
      headerName: t('common.status'),
      width: 115,
      renderCell: ({ row }) => <PaymentStatusCell status={row.status} />,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: t('common.actions'),
      width: 96,
      getActions: ({ row }) => {
        const allowed = paymentActionsOf(row, a.canApprove);
        return rowActions([
          {
            key: 'refund',
            icon: <UndoIcon />,
            label: t('payments.columns.refundNamed', { number: row.paymentNo }),
            onClick: () => a.onAction(row, 'refund'),
            shown: allowed.includes('refund'),
          },
          {
            key: 'void',
            icon: <BlockIcon />,
            label: t('payments.columns.voidNamed', { number: row.paymentNo }),
            onClick: () => a.onAction(row, 'void'),
            shown: allowed.includes('void'),
          },
        ]);
      },
    },
  ];
}
