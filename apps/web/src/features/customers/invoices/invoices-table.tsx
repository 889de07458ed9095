import DescriptionIcon from '@mui/icons-material/Description';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ServerDataTable } from '../../../shared/lists/server-data-table';
import { useScreenSize } from '../../../shared/lists/use-screen-size';
import { useServerList } from '../../../shared/lists/use-server-list';
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
  const { narrow, large } = useScreenSize();
  const invoices = useServerList(useInvoices, { filter });
  const columns = useMemo(() => invoiceColumns(narrow, t), [narrow, t]);

  return (
    <ServerDataTable
      label={label ?? t('invoices.list.title')}
      {...invoices}
      columns={columns}
      onOpen={(row) => navigate(customerPaths.invoice(row.id))}
      emptyTitle={emptyTitle}
      emptyDescription={emptyDescription}
      emptyIcon={DescriptionIcon}
      narrow={narrow}
      columnVisibilityModel={{
        customerName: !hideCustomer && !narrow,
        date: large,
        dueDate: !narrow,
        total: !narrow,
        outstanding: !narrow,
      }}
    />
  );
}
