import type { GridColDef } from '@mui/x-data-grid';
import type { PurchaseOrder } from '@tawi/contracts';
import { DocumentCell } from '../../../shared/documents/document-cell';
import { StatusCell } from '../../../shared/documents/status-cell';
import { formatDate, formatKes } from '../../../shared/format';
import { tradePaths } from '../trade-format';

const money = (v: number) => formatKes(v);

/** Purchase orders; on a phone the supplier shows under the number. */
export function purchaseOrderColumns(narrow: boolean): GridColDef<PurchaseOrder>[] {
  return [
    {
      field: 'purchaseId',
      headerName: 'Order',
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
    { field: 'supplierName', headerName: 'Supplier', flex: 1, minWidth: 150 },
    { field: 'date', headerName: 'Date', width: 115, valueFormatter: (v: string) => formatDate(v) },
    {
      field: 'expectedDate',
      headerName: 'Expected',
      width: 115,
      valueFormatter: (v: string | null) => formatDate(v),
    },
    { field: 'total', headerName: 'Total', type: 'number', width: 140, valueFormatter: money },
    {
      field: 'totalReceived',
      headerName: 'Received value',
      type: 'number',
      width: 140,
      valueFormatter: money,
    },
    {
      field: 'status',
      headerName: 'Status',
      width: narrow ? 140 : 155,
      renderCell: ({ row }) => <StatusCell status={row.status} />,
    },
  ];
}
