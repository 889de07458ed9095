import DescriptionIcon from '@mui/icons-material/Description';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../shared/data-table';
import { useServerPaging } from '../../../shared/documents/use-server-paging';
import { pagedQueryProps } from '../../../shared/paged-query-props';
import { customerPaths } from '../customers-paths';
import { useSalesText } from '../use-sales-text';
import { invoiceColumns } from './invoice-columns';
import { type InvoiceFilter, useInvoices } from './invoices-api';

export interface InvoicesTableProps {
  filter: Omit<InvoiceFilter, 'page' | 'limit'>;
  /** Default "Invoices". */
  label?: string;
  /** One customer's invoices: the customer column is left out. */
  hideCustomer?: boolean;
  emptyTitle: string;
  emptyDescription: string;
}

/** Invoices, a page at a time from the server; a row opens the invoice. */
export function InvoicesTable({
  filter,
  label,
  hideCustomer,
  emptyTitle,
  emptyDescription,
}: InvoicesTableProps) {
  const { t } = useSalesText();
  const navigate = useNavigate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const { paging, setPaging, query } = useServerPaging(filter);
  const invoices = useInvoices({ ...filter, ...query });
  const columns = useMemo(() => invoiceColumns(narrow, t), [narrow, t]);

  return (
    <DataTable
      label={label ?? t('invoices.list.title')}
      {...pagedQueryProps(invoices)}
      columns={columns}
      paginationMode="server"
      paginationModel={paging}
      onPaginationModelChange={setPaging}
      disableColumnSorting
      onCellClick={({ row }) => navigate(customerPaths.invoice(row.id))}
      emptyTitle={emptyTitle}
      emptyDescription={emptyDescription}
      emptyIcon={DescriptionIcon}
      rowHeight={narrow ? 60 : 52}
      columnVisibilityModel={{
        customerName: !hideCustomer && !narrow,
        date: wide,
        dueDate: !narrow,
        total: !narrow,
        outstanding: !narrow,
      }}
      sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
    />
  );
}
