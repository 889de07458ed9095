import RepeatIcon from '@mui/icons-material/Repeat';
import { RECURRING_INVOICE_STATUSES, type RecurringInvoice, recurringInvoicesApi } from '@tawi/contracts';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useApiQuery } from '../../../shared/api/api-hooks';
import { DocumentListToolbar } from '../../../shared/documents/document-list-toolbar';
import { searchTexts } from '../../../shared/lists/list-texts';
import { ServerDataTable } from '../../../shared/lists/server-data-table';
import { useListFilters } from '../../../shared/lists/use-list-filters';
import { useScreenSize } from '../../../shared/lists/use-screen-size';
import { useServerGrid } from '../../../shared/lists/use-server-grid';
import { PageHeader } from '../../../shared/page-header';
import { customerPaths } from '../customers-paths';
import { useCustomersText } from '../use-customers-text';
import { recurringInvoiceColumns } from './recurring-invoice-columns';
import { useScheduleActions } from './use-schedule-actions';

const NO_FILTERS = { search: '', status: '' };

/** Every schedule that repeats an invoice: what it issues, when next, how many so far; pause, resume, delete. */
export function RecurringInvoicesPage() {
  const { t } = useCustomersText();
  const navigate = useNavigate();
  const { narrow } = useScreenSize();
  const { filters, setFilters, search, filtered } = useListFilters(NO_FILTERS);
  const status = filters.status as RecurringInvoice['status'] | '';
  const { query, gridProps } = useServerGrid({ filter: { search, status } });
  const schedules = useApiQuery(recurringInvoicesApi.list, {
    query: { ...query, search: search || undefined, status: status || undefined },
  });
  const actions = useScheduleActions();
  const columns = useMemo(
    () => recurringInvoiceColumns(narrow, actions.handlers, t),
    [narrow, actions.handlers, t],
  );

  return (
    <>
      <PageHeader title={t('recurring.title')} description={t('recurring.description')} />
      <DocumentListToolbar
        filters={filters}
        onChange={setFilters}
        search={searchTexts((key) => t(`recurring.${key}`))}
        statuses={RECURRING_INVOICE_STATUSES}
        statusWidth={160}
      />
      <ServerDataTable
        label={t('recurring.gridLabel')}
        query={schedules}
        grid={gridProps}
        columns={columns}
        onOpen={(row) => navigate(customerPaths.invoice(row.templateInvoiceId))}
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
      />
      {actions.confirmDialog}
    </>
  );
}
