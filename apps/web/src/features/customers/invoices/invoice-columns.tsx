import type { GridColDef } from '@mui/x-data-grid';
import type { Invoice } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { DocumentCell } from '../../../shared/documents/document-cell';
import { StatusCell } from '../../../shared/documents/status-cell';
import { formatDate, formatKes } from '../../../shared/format';
import { customerPaths } from '../customers-paths';

const money = (v: number) => formatKes(v);

/** Invoice list columns; on a phone the customer and what is outstanding show under the number. */
export function invoiceColumns(narrow: boolean, t: TFunction<'sales'>): GridColDef<Invoice>[] {
  return [
    {
      field: 'invoiceNumber',
      headerName: t('invoices.columns.invoice'),
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
    { field: 'customerName', headerName: t('common.customer'), flex: 1, minWidth: 150 },
    { field: 'date', headerName: t('common.date'), width: 115, valueFormatter: (v: string) => formatDate(v) },
    {
      field: 'dueDate',
      headerName: t('invoices.columns.due'),
      width: 115,
      valueFormatter: (v: string) => formatDate(v),
    },
    { field: 'total', headerName: t('common.total'), type: 'number', width: 135, valueFormatter: money },
    {
      field: 'outstanding',
      headerName: t('invoices.columns.outstanding'),
      type: 'number',
      width: 135,
      valueFormatter: money,
    },
    {
      field: 'status',
      headerName: t('common.status'),
      width: 140,
      renderCell: ({ row }) => <StatusCell status={row.status} />,
    },
  ];
}
