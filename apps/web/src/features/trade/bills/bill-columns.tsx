import BlockIcon from '@mui/icons-material/Block';
import type { GridColDef } from '@mui/x-data-grid';
import type { Bill } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { formatKes } from '../../../shared/format';
import {
  actionsColumn,
  dateColumn,
  leadDocumentColumn,
  optionalTextColumn,
  statusColumn,
} from '../../../shared/lists/grid-columns';
import { moneyColumn } from '../../../shared/lists/list-columns';
import { tradePaths } from '../trade-format';

export interface BillActions {
  /** trade:approve: voids a bill nothing has been paid on. */
  canVoid: boolean;
  /** On a phone the supplier and due date show under the number. */
  narrow: boolean;
  onVoid: (bill: Bill) => void;
  t: TFunction<'trade'>;
}

export const canVoidBill = (b: Bill) => b.status !== 'Void' && b.paidAmount === 0;

export function billColumns(a: BillActions): GridColDef<Bill>[] {
  const { t } = a;
  return [
    leadDocumentColumn<Bill>('billId', t('bills.columns.bill'), { narrow: a.narrow, width: 115 }, (row) => ({
      to: tradePaths.bill(row.id),
      number: row.billId,
      phoneCaption: `${row.supplierName} · ${formatKes(row.outstanding)}`,
    })),
    { field: 'supplierName', headerName: t('common.supplier'), flex: 1, minWidth: 150 },
    dateColumn('date', t('common.date'), { width: 115 }),
    dateColumn('dueDate', t('bills.columns.due'), { width: 115 }),
    optionalTextColumn('purchaseId', t('bills.columns.order'), { width: 105 }),
    moneyColumn('totalAmount', t('common.total'), { width: 135 }),
    moneyColumn('outstanding', t('bills.columns.outstanding'), { width: 135 }),
    statusColumn(t('common.status'), { width: 130 }),
    actionsColumn<Bill>(t('common.actions'), 80, (row) => [
      {
        key: 'void',
        icon: <BlockIcon />,
        label: t('bills.columns.voidNamed', { number: row.billId }),
        onClick: () => a.onVoid(row),
        shown: a.canVoid && canVoidBill(row),
      },
    ]),
  ];
}
