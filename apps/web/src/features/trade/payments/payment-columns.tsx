import BlockIcon from '@mui/icons-material/Block';
import UndoIcon from '@mui/icons-material/Undo';
import type { GridColDef } from '@mui/x-data-grid';
import type { SupplierPayment } from '@tawi/contracts';
import { DocumentCell } from '../../../shared/documents/document-cell';
import { PAYMENT_METHOD_LABELS } from '../../../shared/documents/payment-labels';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../../shared/format';
import { rowActions } from '../../../shared/row-actions';
import { PaymentStatusCell } from './payment-status-chip';

export type PaymentAction = 'refund' | 'void';

export interface PaymentActions {
  /** trade:approve */
  canApprove: boolean;
  narrow: boolean;
  onAction: (payment: SupplierPayment, action: PaymentAction) => void;
}

/** Only a Completed payment can be refunded or voided. */
export const paymentActionsOf = (p: SupplierPayment, canApprove: boolean): PaymentAction[] =>
  canApprove && p.status === 'Completed' ? ['refund', 'void'] : [];

export const billNumbers = (p: SupplierPayment) => p.bills.map((b) => b.billNumber).join(', ');

export function paymentColumns(a: PaymentActions): GridColDef<SupplierPayment>[] {
  return [
    {
      field: 'paymentNo',
      headerName: 'Payment',
      width: 110,
      flex: a.narrow ? 1 : undefined,
      renderCell: ({ row }) => (
        <DocumentCell
          number={row.paymentNo}
          caption={a.narrow ? `${formatKes(row.amount)} · ${formatDate(row.paymentDate)}` : undefined}
        />
      ),
    },
    { field: 'paymentDate', headerName: 'Date', width: 115, valueFormatter: (v: string) => formatDate(v) },
    { field: 'supplierName', headerName: 'Supplier', flex: 1, minWidth: 150 },
    {
      field: 'paymentMethod',
      headerName: 'Method',
      width: 125,
      valueFormatter: (v: SupplierPayment['paymentMethod']) => PAYMENT_METHOD_LABELS[v],
    },
    {
      field: 'paymentReference',
      headerName: 'Reference',
      width: 125,
      valueFormatter: (v: string | null) => v ?? EMPTY_DISPLAY,
    },
    {
      field: 'bills',
      headerName: 'Bills',
      width: 160,
      valueGetter: (_: unknown, row: SupplierPayment) => billNumbers(row),
    },
    {
      field: 'amount',
      headerName: 'Amount',
      type: 'number',
      width: 135,
      valueFormatter: (v: number) => formatKes(v),
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 115,
      renderCell: ({ row }) => <PaymentStatusCell status={row.status} />,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 96,
      getActions: ({ row }) => {
        const allowed = paymentActionsOf(row, a.canApprove);
        return rowActions([
          {
            key: 'refund',
            icon: <UndoIcon />,
            label: `Refund ${row.paymentNo}`,
            onClick: () => a.onAction(row, 'refund'),
            shown: allowed.includes('refund'),
          },
          {
            key: 'void',
            icon: <BlockIcon />,
            label: `Void ${row.paymentNo}`,
            onClick: () => a.onAction(row, 'void'),
            shown: allowed.includes('void'),
          },
        ]);
      },
    },
  ];
}
