import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CreditNote } from '@tawi/contracts';
import { useMemo, useState } from 'react';
import { ALL_OPTION_SLOTS } from '../../../shared/documents/input-slots';
import { addAction } from '../../../shared/lists/add-action';
import { hiddenWhenNarrow } from '../../../shared/lists/column-visibility';
import { filteredEmptyTexts, searchTexts } from '../../../shared/lists/list-texts';
import { SearchToolbar } from '../../../shared/lists/search-toolbar';
import { ServerDataTable } from '../../../shared/lists/server-data-table';
import { useListFilters } from '../../../shared/lists/use-list-filters';
import { useScreenSize } from '../../../shared/lists/use-screen-size';
import { useServerList } from '../../../shared/lists/use-server-list';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
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

/** The columns a phone leaves out (the date and the state need a wide screen). */
const NARROW_HIDDEN = [
  'invoiceNumber',
  'customerName',
  'total',
  'applied',
  'unapplied',
  'refunded',
  'actions',
];

const NO_FILTERS = { search: '', credit: '' };
const CREDIT_OPTIONS = [
  { value: 'open', key: 'creditNotes.creditLeft' },
  { value: 'used', key: 'creditNotes.fullyUsed' },
] as const;

/** Credit notes with what each gave: applied to invoices, refunded, still held; open one to use the rest. */
export function CreditNotesPage() {
  const { can } = useSession();
  const { t } = useCustomersText();
  const { narrow, wide } = useScreenSize();
  const { filters, setFilters, search, filtered } = useListFilters(NO_FILTERS);
  const credit = filters.credit as CreditNoteFilter['credit'];
  const notes = useServerList(useCreditNotes, {
    filter: { search, credit },
    sortable: CREDIT_SORTABLE,
    defaultSort: { field: 'date', sort: 'desc' },
  });
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

  return (
    <>
      <PageHeader
        title={t('creditNotes.title')}
        description={t('creditNotes.description')}
        actions={addAction(can('customers:approve'), t('creditNotes.add'), () => setCreating(true))}
      />
      <SearchToolbar
        value={filters.search}
        onChange={(text) => setFilters({ search: text })}
        {...searchTexts((key) => t(`creditNotes.${key}`))}
      >
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
      </SearchToolbar>
      <ServerDataTable
        label={t('creditNotes.gridLabel')}
        {...notes}
        columns={columns}
        // a note opens in a side panel: Enter on a row opens it, as a click does
        onOpen={(row) => setViewing(row.id)}
        openOnEnter
        // the invoice's number is a link of its own
        onCellClick={({ field, row }) =>
          field !== 'actions' && field !== 'invoiceNumber' && setViewing(row.id)
        }
        {...filteredEmptyTexts(filtered, (key) => t(`creditNotes.${key}`))}
        emptyIcon={CurrencyExchangeIcon}
        narrow={narrow}
        columnVisibilityModel={{ ...hiddenWhenNarrow(narrow, NARROW_HIDDEN), date: wide, state: wide }}
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
