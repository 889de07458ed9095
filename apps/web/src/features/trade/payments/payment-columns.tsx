import BlockIcon from '@mui/icons-material/Block';
import UndoIcon from '@mui/icons-material/Undo';
import type { GridColDef } from '@mui/x-data-grid';
import type { SupplierPayment } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { formatDate, formatKes } from '../../../shared/format';
import {
  actionsColumn,
  dateColumn,
  leadDocumentColumn,
  optionalTextColumn,
  statusColumn,
} from '../../../shared/lists/grid-columns';
import { moneyColumn } from '../../../shared/lists/list-columns';
import { paymentMethodColumn } from '../../../shared/lists/payment-method-column';
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
    leadDocumentColumn<SupplierPayment>(
      'paymentNo',
      t('payments.columns.payment'),
      { narrow: a.narrow, width: 110 },
      (row) => ({
        number: row.paymentNo,
        phoneCaption: `${formatKes(row.amount)} · ${formatDate(row.paymentDate)}`,
      }),
    ),
    dateColumn('paymentDate', t('common.date'), { width: 115 }),
    { field: 'supplierName', headerName: t('common.supplier'), flex: 1, minWidth: 150 },
    paymentMethodColumn(t('payments.fields.method'), { width: 125 }),
    optionalTextColumn('paymentReference', t('payments.fields.reference'), { width: 125 }),
    {
      field: 'bills',
      headerName: t('payments.columns.bills'),
      width: 160,
      valueGetter: (_: unknown, row: SupplierPayment) => billNumbers(row),
    },
    moneyColumn('amount', t('common.amount'), { width: 135 }),
    statusColumn(t('common.status'), { width: 115, cell: PaymentStatusCell }),
    actionsColumn<SupplierPayment>(t('common.actions'), 96, (row) => {
      const allowed = paymentActionsOf(row, a.canApprove);
      return [
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
      ];
    }),
  ];
}
