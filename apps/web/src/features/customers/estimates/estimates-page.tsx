import AddIcon from '@mui/icons-material/Add';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridSortModel } from '@mui/x-data-grid';
import type { Estimate } from '@tawi/contracts';
import { ESTIMATE_STATUSES, type EstimateStatus } from '@tawi/domain';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../shared/data-table';
import { ALL_OPTION_SLOTS } from '../../../shared/documents/input-slots';
import { sortParam } from '../../../shared/documents/sort-param';
import { useDocumentsText } from '../../../shared/documents/use-documents-text';
import { useServerPaging } from '../../../shared/documents/use-server-paging';
import { useUrlFilters } from '../../../shared/documents/use-url-filters';
import { ListToolbar } from '../../../shared/list-toolbar';
import { PageHeader } from '../../../shared/page-header';
import { pagedQueryProps } from '../../../shared/paged-query-props';
import { SearchField } from '../../../shared/search-field';
import { useSession } from '../../../shared/session/session-context';
import { useStatusLabel } from '../../../shared/status-label';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { type CustomerDocumentRef, EmailCustomerDocumentDialog } from '../customer-document-out';
import { InvoiceDialog } from '../invoices/invoice-dialog';
import { useCustomersText } from '../use-customers-text';
import { useSalesText } from '../use-sales-text';
import { ConvertEstimateConfirm, type Converting } from './convert-estimate-confirm';
import { DeclineEstimateConfirm } from './decline-estimate-confirm';
import { ESTIMATE_SORTS, estimateColumns } from './estimate-columns';
import { useRunEstimateStep } from './estimate-steps';
import { useEstimates } from './estimates-api';

/** Quotes to customers: create, mark sent, accepted or declined, convert into an invoice or a sales order; PDF and email. */
export function EstimatesPage() {
  const statusLabel = useStatusLabel();
  const { can } = useSession();
  const { t } = useSalesText();
  const { t: d } = useDocumentsText();
  const navigate = useNavigate();
  const { t: documentText } = useCustomersText();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [filters, setFilters] = useUrlFilters({ search: '', status: '' });
  const search = useDebouncedValue(filters.search.trim());
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const filter = {
    search,
    status: filters.status as EstimateStatus | '',
    sort: sortParam(sortModel, ESTIMATE_SORTS),
  };
  const { paging, setPaging, query } = useServerPaging(filter);
  const estimates = useEstimates({ ...filter, ...query });
  const [creating, setCreating] = useState(false);
  const [converting, setConverting] = useState<Converting | null>(null);
  const [emailing, setEmailing] = useState<CustomerDocumentRef | null>(null);
  const [declining, setDeclining] = useState<Estimate | null>(null);
  const { run } = useRunEstimateStep();
  const columns = useMemo(
    () =>
      estimateColumns({
        canUpdate: can('customers:update'),
        canConvert: can('customers:create'),
        narrow,
        onStep: (estimate, action) => (action === 'decline' ? setDeclining(estimate) : run(estimate, action)),
        onConvert: (estimate, to) => setConverting({ estimate, to }),
        onEmail: setEmailing,
        onOpen: (path) => navigate(path),
        documentText,
        t,
      }),
    [can, narrow, run, navigate, documentText, t],
  );
  const filtered = Boolean(search || filters.status);

  return (
    <>
      <PageHeader
        title={t('estimates.list.title')}
        description={t('estimates.list.description')}
        actions={
          can('customers:create') && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {t('estimates.list.add')}
            </Button>
          )
        }
      />
      <ListToolbar>
        <SearchField
          value={filters.search}
          onChange={(text) => setFilters({ search: text })}
          label={t('estimates.list.searchLabel')}
          placeholder={t('estimates.list.searchPlaceholder')}
        />
        <TextField
          select
          label={d('list.status')}
          value={filters.status}
          onChange={(e) => setFilters({ status: e.target.value })}
          sx={{ minWidth: 160 }}
          slotProps={ALL_OPTION_SLOTS}
        >
          <MenuItem value="">{d('list.allStatuses')}</MenuItem>
          {ESTIMATE_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {statusLabel(s)}
            </MenuItem>
          ))}
        </TextField>
      </ListToolbar>
      <DataTable
        label={t('estimates.list.title')}
        {...pagedQueryProps(estimates)}
        columns={columns}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        emptyTitle={filtered ? t('estimates.list.noMatchTitle') : t('estimates.list.emptyTitle')}
        emptyDescription={
          filtered ? t('estimates.list.noMatchDescription') : t('estimates.list.emptyDescription')
        }
        emptyIcon={RequestQuoteIcon}
        rowHeight={narrow ? 60 : 52}
        columnVisibilityModel={{ customerName: !narrow, date: !narrow, validUntil: !narrow, total: !narrow }}
      />
      {creating && (
        <InvoiceDialog kind="estimate" onClose={() => setCreating(false)} onCreated={() => undefined} />
      )}
      <ConvertEstimateConfirm converting={converting} onClose={() => setConverting(null)} />
      <DeclineEstimateConfirm estimate={declining} onClose={() => setDeclining(null)} />
      {emailing && <EmailCustomerDocumentDialog doc={emailing} onClose={() => setEmailing(null)} />}
    </>
  );
}
