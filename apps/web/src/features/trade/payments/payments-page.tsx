import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { SUPPLIER_PAYMENT_STATUSES } from '@tawi/contracts';
import { useState } from 'react';
import { DocumentListToolbar } from '../../../shared/documents/document-list-toolbar';
import { useUrlFilters } from '../../../shared/documents/use-url-filters';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { SupplierFilter } from '../supplier-filter';
import { PaymentDialog } from './payment-dialog';
import type { SupplierPaymentStatus } from './payments-api';
import { PaymentsTable } from './payments-table';

const NO_FILTERS = { search: '', status: '', supplierId: '' };

export function PaymentsPage() {
  const { can, activeBranch } = useSession();
  const [filters, setFilters] = useUrlFilters(NO_FILTERS);
  const [creating, setCreating] = useState(false);
  const search = useDebouncedValue(filters.search.trim());
  const filtered = Boolean(search || filters.status || filters.supplierId);

  return (
    <>
      <PageHeader
        title="Payments"
        description={`What ${activeBranch?.name ?? 'this branch'} has paid its suppliers, and the bills each payment settled.`}
        actions={
          can('trade:create') && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              New payment
            </Button>
          )
        }
      />
      <DocumentListToolbar
        filters={filters}
        onChange={setFilters}
        search={{ label: 'Search payments', placeholder: 'Number, supplier or reference' }}
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
        emptyTitle={filtered ? 'No payment matches these filters' : 'No payments yet'}
        emptyDescription={
          filtered
            ? 'Clear the search or pick other filters.'
            : 'Payments you record against supplier bills are listed here.'
        }
      />
      {creating && <PaymentDialog onClose={() => setCreating(false)} />}
    </>
  );
}
