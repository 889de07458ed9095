import type { GridColDef } from '@mui/x-data-grid';
import type { PurchaseOrder } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { DocumentCell } from '../../../shared/documents/document-cell';
import { StatusCell } from '../../../shared/documents/status-cell';
import { formatDate, formatKes } from '../../../shared/format';
import { tradePaths } from '../trade-format';

const money = (v: number) => formatKes(v);

/** Purchase orders; on a phone the supplier shows under the number. */
export function purchaseOrderColumns(narrow: boolean, t: TFunction<'trade'>): GridColDef<PurchaseOrder>[] {
  return [
    {
      field: 'purchaseId',
      headerName: t('orders.columns.order'),
      width: 115,
      flex: narrow ? 1 : undefined,
      renderCell: ({ row }) => (
        <DocumentCell
          to={tradePaths.purchaseOrder(row.id)}
          number={row.purchaseId}
          caption={narrow ? `${row.supplierName} · ${formatKes(row.total)}` : undefined}
        />
      ),
    },
    { field: 'supplierName', headerName: t('common.supplier'), flex: 1, minWidth: 150 },
    {
      field: 'date',
      headerName: t('common.date'),
      width: 115,
      valueFormatter: (v: string) => formatDate(v),
    },
    {
      field: 'expectedDate',
      headerName: t('orders.columns.expected'),
      width: 115,
      valueFormatter: (v: string | null) => formatDate(v),
    },
    { field: 'total', headerName: t('common.total'), type: 'number', width: 140, valueFormatter: money },
    {
      field: 'totalReceived',
      headerName: t('orders.columns.receivedValue'),
      type: 'number',
      width: 140,
      valueFormatter: money,
    },
    {
      field: 'status',
      headerName: t('common.status'),
      width: narrow ? 140 : 155,
      renderCell: ({ row }) => <StatusCell status={row.status} />,
    },
  ];
}
