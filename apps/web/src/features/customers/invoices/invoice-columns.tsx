import type { GridColDef } from '@mui/x-data-grid';
import type { Invoice } from '@tawi/contracts';
import { DocumentCell } from '../../../shared/documents/document-cell';
import { StatusCell } from '../../../shared/documents/status-cell';
import { formatDate, formatKes } from '../../../shared/format';
import { customerPaths } from '../customers-paths';

const money = (v: number) => formatKes(v);

/** Invoice list columns; on a phone the customer and what is outstanding show under the number. */
export function invoiceColumns(narrow: boolean): GridColDef<Invoice>[] {
  return [
    {
      field: 'invoiceNumber',
      headerName: 'Invoice',
      width: 120,
      flex: narrow ? 1 : undefined,
      renderCell: ({ row }) => (
        <DocumentCell
          to={customerPaths.invoice(row.id)}
          number={row.invoiceNumber}
          caption={narrow ? `${row.customerName} · ${formatKes(row.outstanding)}` : undefined}
        />
      ),
    },
    { field: 'customerName', headerName: 'Customer', flex: 1, minWidth: 150 },
    { field: 'date', headerName: 'Date', width: 115, valueFormatter: (v: string) => formatDate(v) },
    { field: 'dueDate', headerName: 'Due', width: 115, valueFormatter: (v: string) => formatDate(v) },
    { field: 'total', headerName: 'Total', type: 'number', width: 135, valueFormatter: money },
    { field: 'outstanding', headerName: 'Outstanding', type: 'number', width: 135, valueFormatter: money },
    {
      field: 'status',
      headerName: 'Status',
      width: 140,
      renderCell: ({ row }) => <StatusCell status={row.status} />,
    },
  ];
}
