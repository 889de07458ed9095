import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SUPPLIER_PAYMENT_STATUSES } from '@tawi/contracts';
import { useState } from 'react';
import { ALL_OPTION_SLOTS } from '../../../shared/documents/input-slots';
import { useUrlFilters } from '../../../shared/documents/use-url-filters';
import { ListToolbar } from '../../../shared/list-toolbar';
import { PageHeader } from '../../../shared/page-header';
import { SearchField } from '../../../shared/search-field';
import { useSession } from '../../../shared/session/session-context';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { SupplierField } from '../supplier-field';
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
      <ListToolbar>
        <SearchField
          value={filters.search}
          onChange={(text) => setFilters({ search: text })}
          label="Search payments"
          placeholder="Number, supplier or reference"
        />
        <TextField
          select
          label="Status"
          value={filters.status}
          onChange={(e) => setFilters({ status: e.target.value })}
          sx={{ minWidth: 150 }}
          slotProps={ALL_OPTION_SLOTS}
        >
          <MenuItem value="">All statuses</MenuItem>
          {SUPPLIER_PAYMENT_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <SupplierField
          value={filters.supplierId}
          onChange={(supplierId) => setFilters({ supplierId })}
          emptyLabel="All suppliers"
          sx={{ minWidth: 220, flexGrow: { xs: 1, sm: 0 } }}
        />
      </ListToolbar>
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
