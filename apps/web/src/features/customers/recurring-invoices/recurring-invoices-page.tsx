import RepeatIcon from '@mui/icons-material/Repeat';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { RECURRING_INVOICE_STATUSES, type RecurringInvoice, recurringInvoicesApi } from '@tawi/contracts';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useApiQuery } from '../../../shared/api/api-hooks';
import { DataTable } from '../../../shared/data-table';
import { DocumentListToolbar } from '../../../shared/documents/document-list-toolbar';
import { useServerPaging } from '../../../shared/documents/use-server-paging';
import { useUrlFilters } from '../../../shared/documents/use-url-filters';
import { PageHeader } from '../../../shared/page-header';
import { pagedQueryProps } from '../../../shared/paged-query-props';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { customerPaths } from '../customers-paths';
import { useCustomersText } from '../use-customers-text';
import { recurringInvoiceColumns } from './recurring-invoice-columns';
import { useScheduleActions } from './use-schedule-actions';

const NO_FILTERS = { search: '', status: '' };

/** Every schedule that repeats an invoice: what it issues, when next, how many so far; pause, resume, delete. */
export function RecurringInvoicesPage() {
  const { t } = useCustomersText();
  const navigate = useNavigate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [filters, setFilters] = useUrlFilters(NO_FILTERS);
  const search = useDebouncedValue(filters.search.trim());
  const status = filters.status as RecurringInvoice['status'] | '';
  const { paging, setPaging, query } = useServerPaging({ search, status });
  const schedules = useApiQuery(recurringInvoicesApi.list, {
    query: { ...query, search: search || undefined, status: status || undefined },
  });
  const actions = useScheduleActions();
  const columns = useMemo(
    () => recurringInvoiceColumns(narrow, actions.handlers, t),
    [narrow, actions.handlers, t],
  );
  const filtered = Boolean(search || status);

  return (
    <>
      <PageHeader title={t('recurring.title')} description={t('recurring.description')} />
      <DocumentListToolbar
        filters={filters}
        onChange={setFilters}
        search={{ label: t('recurring.searchLabel'), placeholder: t('recurring.searchPlaceholder') }}
        statuses={RECURRING_INVOICE_STATUSES}
        statusWidth={160}
      />
      <DataTable
        label={t('recurring.gridLabel')}
        {...pagedQueryProps(schedules)}
        columns={columns}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        disableColumnSorting
        onCellClick={({ row, field }) => {
          if (field !== 'actions') navigate(customerPaths.invoice(row.templateInvoiceId));
        }}
        emptyTitle={filtered ? t('recurring.noMatchTitle') : t('recurring.emptyTitle')}
        emptyDescription={filtered ? t('recurring.noMatchDescription') : t('recurring.emptyDescription')}
        emptyIcon={RepeatIcon}
        rowHeight={64}
        columnVisibilityModel={{
          customerName: !narrow,
          frequency: !narrow,
          nextDate: !narrow,
          issuedCount: !narrow,
          total: !narrow,
        }}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
      {actions.confirmDialog}
    </>
  );
}
