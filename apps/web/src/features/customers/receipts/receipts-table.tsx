import PaymentsIcon from '@mui/icons-material/Payments';
import type { GridColDef } from '@mui/x-data-grid';
import type { CustomerReceipt } from '@tawi/contracts';
import { DataTable } from '../../../shared/data-table';
import { PAYMENT_METHOD_LABELS } from '../../../shared/documents/payment-labels';
import { useServerPaging } from '../../../shared/documents/use-server-paging';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../../shared/format';
import { useReceipts } from '../customers-api';

const money = (v: number) => formatKes(v);

const COLUMNS: GridColDef<CustomerReceipt>[] = [
  { field: 'receiptNumber', headerName: 'Receipt', width: 120 },
  { field: 'date', headerName: 'Date', width: 115, valueFormatter: (v: string) => formatDate(v) },
  {
    field: 'paymentMethod',
    headerName: 'Method',
    width: 130,
    valueFormatter: (v: CustomerReceipt['paymentMethod']) => PAYMENT_METHOD_LABELS[v],
  },
  {
    field: 'reference',
    headerName: 'Reference',
    width: 140,
    valueFormatter: (v: string | null) => v ?? EMPTY_DISPLAY,
  },
  {
    field: 'invoices',
    headerName: 'Invoices',
    flex: 1,
    minWidth: 140,
    valueGetter: (_, row) => row.invoices.map((i) => i.invoiceNumber).join(', ') || EMPTY_DISPLAY,
  },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 130, valueFormatter: money },
  { field: 'unallocated', headerName: 'Credit', type: 'number', width: 120, valueFormatter: money },
];

/** A customer's receipts in this branch, a page at a time. */
export function ReceiptsTable({ customerId, label }: { customerId: string; label: string }) {
  const { paging, setPaging, query } = useServerPaging(customerId);
  const receipts = useReceipts({ ...query, search: '', customerId });
  return (
    <DataTable
      label={label}
      rows={receipts.data?.items ?? []}
      rowCount={receipts.data?.total ?? 0}
      columns={COLUMNS}
      loading={receipts.isPending || (receipts.isFetching && receipts.isPlaceholderData)}
      error={receipts.error}
      onRetry={() => void receipts.refetch()}
      paginationMode="server"
      paginationModel={paging}
      onPaginationModelChange={setPaging}
      disableColumnSorting
      emptyTitle="No receipts yet"
      emptyDescription="Money received from this customer in this branch is listed here."
      emptyIcon={PaymentsIcon}
    />
  );
}
