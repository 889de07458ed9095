import type { GridColDef } from '@mui/x-data-grid';
import type { PurchaseOrder } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { formatKes } from '../../../shared/format';
import { dateColumn, documentColumn, statusColumn } from '../../../shared/lists/grid-columns';
import { moneyColumn } from '../../../shared/lists/list-columns';
import { tradePaths } from '../trade-format';

/** Purchase orders; on a phone the supplier shows under the number. */
export function purchaseOrderColumns(narrow: boolean, t: TFunction<'trade'>): GridColDef<PurchaseOrder>[] {
  return [
    documentColumn<PurchaseOrder>(
      'purchaseId',
      t('orders.columns.order'),
      (row) => ({
        to: tradePaths.purchaseOrder(row.id),
        number: row.purchaseId,
        caption: narrow ? `${row.supplierName} · ${formatKes(row.total)}` : undefined,
      }),
      { width: 115, flex: narrow ? 1 : undefined },
    ),
    { field: 'supplierName', headerName: t('common.supplier'), flex: 1, minWidth: 150 },
    dateColumn('date', t('common.date'), { width: 115 }),
    dateColumn('expectedDate', t('orders.columns.expected'), { width: 115 }),
    moneyColumn('total', t('common.total'), { width: 140 }),
    moneyColumn('totalReceived', t('orders.columns.receivedValue'), { width: 140 }),
    statusColumn(t('common.status'), { width: narrow ? 140 : 155 }),
  ];
}
