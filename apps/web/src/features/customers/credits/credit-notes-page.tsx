import AddIcon from '@mui/icons-material/Add';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridSortModel } from '@mui/x-data-grid';
import type { CreditNote } from '@tawi/contracts';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../shared/data-table';
import { ALL_OPTION_SLOTS } from '../../../shared/documents/input-slots';
import { useServerPaging } from '../../../shared/documents/use-server-paging';
import { useUrlFilters } from '../../../shared/documents/use-url-filters';
import { ListToolbar } from '../../../shared/list-toolbar';
import { PageHeader } from '../../../shared/page-header';
import { pagedQueryProps } from '../../../shared/paged-query-props';
import { SearchField } from '../../../shared/search-field';
import { useSession } from '../../../shared/session/session-context';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { useCustomersText } from '../use-customers-text';
import { ApplyCreditDialog } from './apply-credit-dialog';
import {
  CREDIT_SORTABLE,
  type CreditAction,
  creditActionsOf,
  creditNoteColumns,
} from './credit-note-columns';
import { CreditNoteDialog } from './credit-note-dialog';
import { CreditNoteView } from './credit-note-view';
import { type CreditNoteFilter, useCreditNotes } from './credit-notes-api';
import { RefundCreditDialog } from './refund-credit-dialog';

const NO_FILTERS = { search: '', credit: '' };
const CREDIT_OPTIONS = [
  { value: 'open', key: 'creditNotes.creditLeft' },
  { value: 'used', key: 'creditNotes.fullyUsed' },
] as const;

function sortParam(model: GridSortModel): string {
  const [first] = model;
  if (!first?.sort || !CREDIT_SORTABLE.has(first.field)) return '-date';
  return first.sort === 'desc' ? `-${first.field}` : first.field;
}

/** Credit notes with what each gave: applied to invoices, refunded, still held; open one to use the rest. */
export function CreditNotesPage() {
  const { can } = useSession();
  const { t } = useCustomersText();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'));
  const [filters, setFilters] = useUrlFilters(NO_FILTERS);
  const search = useDebouncedValue(filters.search.trim());
  const credit = filters.credit as CreditNoteFilter['credit'];
  const [sortModel, setSortModel] = useState<GridSortModel>([{ field: 'date', sort: 'desc' }]);
  const { paging, setPaging, query } = useServerPaging({ search, credit, sortModel });
  const notes = useCreditNotes({ ...query, search, credit, sort: sortParam(sortModel) });
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [acting, setActing] = useState<{ note: CreditNote; action: CreditAction } | null>(null);
  const rights = { canApply: can('customers:update'), canRefund: can('customers:approve') };
  const { canApply, canRefund } = rights;
  const act = (note: CreditNote, action: CreditAction) => {
    setViewing(null);
    setActing({ note, action });
  };
  const columns = useMemo(
    () =>
      creditNoteColumns({
        canApply,
        canRefund,
        narrow,
        wide,
        onAction: (note, action) => setActing({ note, action }),
        t,
      }),
    [canApply, canRefund, narrow, wide, t],
  );
  const filtered = Boolean(search || credit);

  return (
    <>
      <PageHeader
        title={t('creditNotes.title')}
        description={t('creditNotes.description')}
        actions={
          can('customers:approve') && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {t('creditNotes.add')}
            </Button>
          )
        }
      />
      <ListToolbar>
        <SearchField
          value={filters.search}
          onChange={(text) => setFilters({ search: text })}
          label={t('creditNotes.searchLabel')}
          placeholder={t('creditNotes.searchPlaceholder')}
        />
        <TextField
          select
          label={t('creditNotes.creditFilter')}
          value={filters.credit}
          onChange={(e) => setFilters({ credit: e.target.value })}
          sx={{ minWidth: 190 }}
          slotProps={ALL_OPTION_SLOTS}
        >
          <MenuItem value="">{t('creditNotes.allNotes')}</MenuItem>
          {CREDIT_OPTIONS.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {t(o.key)}
            </MenuItem>
          ))}
        </TextField>
      </ListToolbar>
      <DataTable
        label={t('creditNotes.gridLabel')}
        {...pagedQueryProps(notes)}
        columns={columns}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        onCellClick={({ field, row }) =>
          field !== 'actions' && field !== 'invoiceNumber' && setViewing(row.id)
        }
        onCellKeyDown={({ field, row }, event) => {
          // a note opens in a side panel: Enter on a row opens it, as a click does
          if (event.key === 'Enter' && field !== 'actions') setViewing(row.id);
        }}
        emptyTitle={filtered ? t('creditNotes.noMatchTitle') : t('creditNotes.emptyTitle')}
        emptyDescription={filtered ? t('creditNotes.noMatchDescription') : t('creditNotes.emptyDescription')}
        emptyIcon={CurrencyExchangeIcon}
        rowHeight={narrow ? 60 : 52}
        columnVisibilityModel={{
          invoiceNumber: !narrow,
          customerName: !narrow,
          date: wide,
          total: !narrow,
          applied: !narrow,
          unapplied: !narrow,
          refunded: !narrow,
          state: wide,
          actions: !narrow,
        }}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
      {creating && <CreditNoteDialog onClose={() => setCreating(false)} />}
      {viewing && (
        <CreditNoteView
          id={viewing}
          actionsOf={(n) => creditActionsOf(n, rights)}
          onAction={act}
          onClose={() => setViewing(null)}
        />
      )}
      {acting?.action === 'apply' && <ApplyCreditDialog note={acting.note} onClose={() => setActing(null)} />}
      {acting?.action === 'refund' && (
        <RefundCreditDialog note={acting.note} onClose={() => setActing(null)} />
      )}
    </>
  );
}
