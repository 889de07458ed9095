import AddIcon from '@mui/icons-material/Add';
import LockClockIcon from '@mui/icons-material/LockClock';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridPaginationModel } from '@mui/x-data-grid';
import type { JournalEntry } from '@tawi/contracts';
import { DEFAULT_PAGE_SIZE } from '@tawi/domain';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../shared/data-table';
import { formatDate } from '../../../shared/format';
import { ListToolbar } from '../../../shared/list-toolbar';
import { PageHeader } from '../../../shared/page-header';
import { pagedQueryProps } from '../../../shared/paged-query-props';
import { SearchField } from '../../../shared/search-field';
import { useSession } from '../../../shared/session/session-context';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { SettingsBreadcrumb } from '../../settings/settings-breadcrumb';
import { useAccounts } from '../accounts/accounts-api';
import { useLedgerText } from '../use-ledger-text';
import { type JournalFilter, useJournalEntries } from './journal-api';
import { journalColumns } from './journal-columns';
import { JournalConfirm, type JournalConfirmTarget } from './journal-confirm';
import { JournalEntryDialog } from './journal-entry-dialog';
import { JournalEntryView } from './journal-entry-view';
import { LockDateDialog } from './lock-date-dialog';

type Editing = { entry: JournalEntry | undefined } | null;
const ALL_OPTION_SLOTS = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

export function JournalEntriesPage() {
  const { me, can } = useSession();
  const { t } = useLedgerText();
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<JournalFilter['status']>('');
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<JournalEntry | null>(null);
  const [confirming, setConfirming] = useState<JournalConfirmTarget | null>(null);
  const [lockOpen, setLockOpen] = useState(false);
  const debouncedSearch = useDebouncedValue(search.trim());
  const entries = useJournalEntries({
    page: paging.page + 1,
    limit: paging.pageSize,
    search: debouncedSearch,
    status,
  });
  const accounts = useAccounts();
  const firstPage = (update: () => void) => {
    update();
    setPaging((p) => ({ ...p, page: 0 }));
  };
  const columns = useMemo(
    () =>
      journalColumns({
        canUpdate: can('accounting:update'),
        canDelete: can('accounting:delete'),
        canApprove: can('accounting:approve'),
        onView: setViewing,
        onEdit: (entry) => setEditing({ entry }),
        onPost: (entry) => setConfirming({ kind: 'post', entry }),
        onReverse: (entry) => setConfirming({ kind: 'reverse', entry }),
        onDelete: (entry) => setConfirming({ kind: 'delete', entry }),
        t,
      }),
    [can, t],
  );
  const open = (entry: JournalEntry) =>
    entry.status === 'Draft' && can('accounting:update') ? setEditing({ entry }) : setViewing(entry);
  const filtered = Boolean(debouncedSearch || status);
  const lockDate = me.company.lockDate;

  return (
    <>
      <PageHeader
        title={t('journal.title')}
        description={
          lockDate ? t('journal.descriptionLocked', { date: formatDate(lockDate) }) : t('journal.description')
        }
        breadcrumb={<SettingsBreadcrumb />}
        actions={
          <>
            {can('accounting:approve') && (
              <Button variant="outlined" startIcon={<LockClockIcon />} onClick={() => setLockOpen(true)}>
                {t('journal.lockDate')}
              </Button>
            )}
            {can('accounting:create') && (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                disabled={!accounts.data}
                onClick={() => setEditing({ entry: undefined })}
              >
                {t('journal.newEntry')}
              </Button>
            )}
          </>
        }
      />
      <ListToolbar>
        <SearchField
          value={search}
          onChange={(v) => firstPage(() => setSearch(v))}
          label={t('journal.searchLabel')}
          placeholder={t('journal.searchPlaceholder')}
        />
        <TextField
          select
          label={t('journal.status')}
          value={status}
          onChange={(e) => firstPage(() => setStatus(e.target.value as JournalFilter['status']))}
          sx={{ minWidth: 150 }}
          slotProps={ALL_OPTION_SLOTS}
        >
          <MenuItem value="">{t('journal.allStatuses')}</MenuItem>
          <MenuItem value="Draft">{t('journal.draft')}</MenuItem>
          <MenuItem value="Posted">{t('journal.posted')}</MenuItem>
        </TextField>
      </ListToolbar>
      <DataTable
        label={t('journal.tableLabel')}
        {...pagedQueryProps(entries)}
        columns={columns}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        disableColumnSorting
        onCellClick={({ field, row }) => field !== 'actions' && open(row)}
        emptyTitle={filtered ? t('journal.noMatchTitle') : t('journal.emptyTitle')}
        emptyDescription={filtered ? t('journal.noMatchDescription') : t('journal.emptyDescription')}
        emptyIcon={MenuBookIcon}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
      {editing && accounts.data && (
        <JournalEntryDialog entry={editing.entry} accounts={accounts.data} onClose={() => setEditing(null)} />
      )}
      {viewing && <JournalEntryView entry={viewing} onClose={() => setViewing(null)} />}
      <JournalConfirm target={confirming} onClose={() => setConfirming(null)} />
      {lockOpen && <LockDateDialog current={lockDate} onClose={() => setLockOpen(false)} />}
    </>
  );
}
