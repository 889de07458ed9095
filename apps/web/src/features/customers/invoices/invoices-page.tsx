import type { InvoiceStatus } from '@tawi/domain';
import { useNavigate } from 'react-router';
import { isBackwardRange } from '../../../shared/date-range-inputs';
import { ListPage } from '../../../shared/lists/list-page';
import { useListFilters } from '../../../shared/lists/use-list-filters';
import { useSession } from '../../../shared/session/session-context';
import { useBranchDescription } from '../../../shared/session/use-branch-description';
import { CustomerDocumentToolbar } from '../customer-document-toolbar';
import { customerPaths } from '../customers-paths';
import { useSalesText } from '../use-sales-text';
import { InvoiceDialog } from './invoice-dialog';
import { InvoicesTable } from './invoices-table';
import { NO_INVOICE_FILTERS } from './invoices-toolbar';

export function InvoicesPage() {
  const { can } = useSession();
  const { t } = useSalesText();
  const description = useBranchDescription(
    (branch) => t('invoices.list.description', { branch }),
    t('invoices.list.descriptionNoBranch'),
  );
  const navigate = useNavigate();
  const { filters, setFilters, search, filtered } = useListFilters(NO_INVOICE_FILTERS);

  return (
    <ListPage
      title={t('invoices.list.title')}
      description={description}
      add={{ label: t('invoices.list.add'), allowed: can('customers:create') }}
      createDialog={(close) => (
        <InvoiceDialog onClose={close} onCreated={(id) => navigate(customerPaths.invoice(id))} />
      )}
    >
      <CustomerDocumentToolbar list="invoices" filters={filters} onChange={setFilters} />
      <InvoicesTable
        filter={{
          search,
          status: filters.status as InvoiceStatus | '',
          customerId: filters.customerId,
          overdue: filters.overdue === 'true',
          from: filters.from,
          to: isBackwardRange(filters.from, filters.to) ? '' : filters.to,
        }}
        emptyTitle={filtered ? t('invoices.list.noMatchTitle') : t('invoices.list.emptyTitle')}
        emptyDescription={filtered ? t('common.noMatchDescription') : t('invoices.list.emptyDescription')}
      />
    </ListPage>
  );
}
