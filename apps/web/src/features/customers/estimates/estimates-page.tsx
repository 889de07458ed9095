import AddIcon from '@mui/icons-material/Add';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Estimate } from '@tawi/contracts';
import { ESTIMATE_STATUSES, type EstimateStatus } from '@tawi/domain';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { DataTable } from '../../../shared/data-table';
import { ALL_OPTION_SLOTS } from '../../../shared/documents/input-slots';
import { useServerPaging } from '../../../shared/documents/use-server-paging';
import { useUrlFilters } from '../../../shared/documents/use-url-filters';
import { formatKes } from '../../../shared/format';
import { ListToolbar } from '../../../shared/list-toolbar';
import { PageHeader } from '../../../shared/page-header';
import { SearchField } from '../../../shared/search-field';
import { useSession } from '../../../shared/session/session-context';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { customerPaths } from '../customers-paths';
import { InvoiceDialog } from '../invoices/invoice-dialog';
import { estimateColumns } from './estimate-columns';
import { useConvertEstimate, useEstimateStep, useEstimates } from './estimates-api';

/** Quotes to customers: create, mark sent, accepted or declined, and convert into an invoice. */
export function EstimatesPage() {
  const { can } = useSession();
  const navigate = useNavigate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [filters, setFilters] = useUrlFilters({ search: '', status: '' });
  const search = useDebouncedValue(filters.search.trim());
  const filter = { search, status: filters.status as EstimateStatus | '' };
  const { paging, setPaging, query } = useServerPaging(filter);
  const estimates = useEstimates({ ...filter, ...query });
  const [creating, setCreating] = useState(false);
  const [converting, setConverting] = useState<Estimate | null>(null);
  const step = useEstimateStep();
  const convert = useConvertEstimate();
  const columns = useMemo(
    () =>
      estimateColumns({
        canUpdate: can('customers:update'),
        canConvert: can('customers:create'),
        narrow,
        onStep: (estimate, action) =>
          step.mutate(
            { id: estimate.id, action },
            {
              onSuccess: (saved) => toast.success(`${saved.estimateNumber} ${saved.status.toLowerCase()}`),
              onError: (err) => toast.error(errorMessage(err)),
            },
          ),
        onConvert: setConverting,
      }),
    [can, narrow, step.mutate],
  );
  const closeConvert = () => {
    setConverting(null);
    convert.reset();
  };
  const filtered = Boolean(search || filters.status);

  return (
    <>
      <PageHeader
        title="Estimates"
        description="Quotes to customers; an accepted one becomes an invoice with its lines."
        actions={
          can('customers:create') && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              New estimate
            </Button>
          )
        }
      />
      <ListToolbar>
        <SearchField
          value={filters.search}
          onChange={(text) => setFilters({ search: text })}
          label="Search estimates"
          placeholder="Estimate number or customer"
        />
        <TextField
          select
          label="Status"
          value={filters.status}
          onChange={(e) => setFilters({ status: e.target.value })}
          sx={{ minWidth: 160 }}
          slotProps={ALL_OPTION_SLOTS}
        >
          <MenuItem value="">All statuses</MenuItem>
          {ESTIMATE_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
      </ListToolbar>
      <DataTable
        label="Estimates"
        rows={estimates.data?.items ?? []}
        rowCount={estimates.data?.total ?? 0}
        columns={columns}
        loading={estimates.isPending || (estimates.isFetching && estimates.isPlaceholderData)}
        error={estimates.error}
        onRetry={() => void estimates.refetch()}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        disableColumnSorting
        emptyTitle={filtered ? 'No estimate matches these filters' : 'No estimates yet'}
        emptyDescription={
          filtered ? 'Clear the search or pick another status.' : 'Quote a customer with New estimate.'
        }
        emptyIcon={RequestQuoteIcon}
        rowHeight={narrow ? 60 : 52}
        columnVisibilityModel={{ customerName: !narrow, date: !narrow, validUntil: !narrow, total: !narrow }}
      />
      {creating && (
        <InvoiceDialog kind="estimate" onClose={() => setCreating(false)} onCreated={() => undefined} />
      )}
      <ConfirmDialog
        open={converting !== null}
        title={`Convert ${converting?.estimateNumber ?? 'estimate'} to an invoice?`}
        message={`An invoice for ${formatKes(converting?.total)} is issued to ${converting?.customerName ?? 'the customer'} with the estimate's lines; the estimate reads Invoiced.`}
        confirmLabel="Create invoice"
        pending={convert.isPending}
        error={convert.error ?? undefined}
        onClose={closeConvert}
        onConfirm={() =>
          converting &&
          convert.mutate(converting.id, {
            onSuccess: (invoice) => {
              toast.success(`${invoice.invoiceNumber} issued from ${converting.estimateNumber}`);
              closeConvert();
              navigate(customerPaths.invoice(invoice.id));
            },
          })
        }
      />
    </>
  );
}
