import BlockIcon from '@mui/icons-material/Block';
import type { GridColDef } from '@mui/x-data-grid';
import type { Bill } from '@tawi/contracts';
import { DocumentCell } from '../../../shared/documents/document-cell';
import { StatusCell } from '../../../shared/documents/status-cell';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../../shared/format';
import { rowActions } from '../../../shared/row-actions';
import { tradePaths } from '../trade-format';

export interface BillActions {
  /** trade:approve: voids a bill nothing has been paid on. */
  canVoid: boolean;
  /** On a phone the supplier and due date show under the number. */
  narrow: boolean;
  onVoid: (bill: Bill) => void;
}

export const canVoidBill = (b: Bill) => b.status !== 'Void' && b.paidAmount === 0;

const money = (v: number) => formatKes(v);

export function billColumns(a: BillActions): GridColDef<Bill>[] {
  return [
    {
      field: 'billId',
      headerName: 'Bill',
      width: 115,
      flex: a.narrow ? 1 : undefined,
      renderCell: ({ row }) => (
        <DocumentCell
          to={tradePaths.bill(row.id)}
          number={row.billId}
          caption={a.narrow ? `${row.supplierName} · ${formatKes(row.outstanding)}` : undefined}
        />
      ),
    },
    { field: 'supplierName', headerName: 'Supplier', flex: 1, minWidth: 150 },
    { field: 'date', headerName: 'Date', width: 115, valueFormatter: (v: string) => formatDate(v) },
    { field: 'dueDate', headerName: 'Due', width: 115, valueFormatter: (v: string) => formatDate(v) },
    {
      field: 'purchaseId',
      headerName: 'Order',
      width: 105,
      valueFormatter: (v: string | null) => v ?? EMPTY_DISPLAY,
    },
    { field: 'totalAmount', headerName: 'Total', type: 'number', width: 135, valueFormatter: money },
    { field: 'outstanding', headerName: 'Outstanding', type: 'number', width: 135, valueFormatter: money },
    {
      field: 'status',
      headerName: 'Status',
      width: 130,
      renderCell: ({ row }) => <StatusCell status={row.status} />,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 80,
      getActions: ({ row }) =>
        rowActions([
          {
            key: 'void',
            icon: <BlockIcon />,
            label: `Void ${row.billId}`,
            onClick: () => a.onVoid(row),
            shown: a.canVoid && canVoidBill(row),
          },
        ]),
    },
  ];
}
