import { SUPPLIER_PAYMENT_STATUSES } from '@tawi/contracts';
import { useState } from 'react';
import { DocumentListToolbar } from '../../../shared/documents/document-list-toolbar';
import { useUrlFilters } from '../../../shared/documents/use-url-filters';
import { addAction } from '../../../shared/lists/add-action';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { SupplierFilter } from '../supplier-filter';
import { useTradeText } from '../use-trade-text';
import { PaymentDialog } from './payment-dialog';
import type { SupplierPaymentStatus } from './payments-api';
import { PaymentsTable } from './payments-table';

const NO_FILTERS = { search: '', status: '', supplierId: '' };

export function PaymentsPage() {
  const { can, activeBranch } = useSession();
  const { t } = useTradeText();
  const [filters, setFilters] = useUrlFilters(NO_FILTERS);
  const [creating, setCreating] = useState(false);
  const search = useDebouncedValue(filters.search.trim());
  const filtered = Boolean(search || filters.status || filters.supplierId);

  return (
    <>
      <PageHeader
        title={t('payments.list.title')}
        description={t('payments.list.description', { branch: activeBranch?.name ?? t('common.thisBranch') })}
        actions={addAction(can('trade:create'), t('payments.list.add'), () => setCreating(true))}
      />
      <DocumentListToolbar
        filters={filters}
        onChange={setFilters}
        search={{ label: t('payments.list.searchLabel'), placeholder: t('payments.list.searchPlaceholder') }}
        statuses={SUPPLIER_PAYMENT_STATUSES}
        statusWidth={150}
        party={
          <SupplierFilter value={filters.supplierId} onChange={(supplierId) => setFilters({ supplierId })} />
        }
      />
      <PaymentsTable
        filter={{
          search,
          status: filters.status as SupplierPaymentStatus | '',
          supplierId: filters.supplierId,
        }}
        emptyTitle={filtered ? t('payments.list.noMatchTitle') : t('payments.list.emptyTitle')}
        emptyDescription={filtered ? t('common.noFilterMatch') : t('payments.list.emptyDescription')}
      />
      {creating && <PaymentDialog onClose={() => setCreating(false)} />}
    </>
  );
}
