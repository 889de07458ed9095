import type { InvoiceStatus } from '@tawi/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isBackwardRange } from '../../../shared/date-range-inputs';
import { addAction } from '../../../shared/lists/add-action';
import { useListFilters } from '../../../shared/lists/use-list-filters';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
import { customerPaths } from '../customers-paths';
import { useSalesText } from '../use-sales-text';
import { InvoiceDialog } from './invoice-dialog';
import { InvoicesTable } from './invoices-table';
import { InvoicesToolbar, NO_INVOICE_FILTERS } from './invoices-toolbar';

export function InvoicesPage() {
  const { can, activeBranch } = useSession();
  const { t } = useSalesText();
  const navigate = useNavigate();
  const { filters, setFilters, search, filtered } = useListFilters(NO_INVOICE_FILTERS);
  const [creating, setCreating] = useState(false);

  return (
    <>
      <PageHeader
        title={t('invoices.list.title')}
        description={
          activeBranch
            ? t('invoices.list.description', { branch: activeBranch.name })
            : t('invoices.list.descriptionNoBranch')
        }
        actions={addAction(can('customers:create'), t('invoices.list.add'), () => setCreating(true))}
      />
      <InvoicesToolbar filters={filters} onChange={setFilters} />
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
      {creating && (
        <InvoiceDialog
          onClose={() => setCreating(false)}
          onCreated={(id) => navigate(customerPaths.invoice(id))}
        />
      )}
    </>
  );
}
