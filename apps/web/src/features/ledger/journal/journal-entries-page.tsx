import AddIcon from '@mui/icons-material/Add';
import LockClockIcon from '@mui/icons-material/LockClock';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import Button from '@mui/material/Button';
import type { JournalEntry } from '@tawi/contracts';
import { Suspense, useMemo, useState } from 'react';
import { lazyPage } from '../../../app/lazy-page';
import { formatDate } from '../../../shared/format';
import { FilterSelect } from '../../../shared/lists/filter-select';
import { filteredEmptyTexts, searchTexts } from '../../../shared/lists/list-texts';
import { SearchToolbar } from '../../../shared/lists/search-toolbar';
import { ServerDataTable } from '../../../shared/lists/server-data-table';
import { useSearchText } from '../../../shared/lists/use-search-text';
import { useServerList } from '../../../shared/lists/use-server-list';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
import { SettingsBreadcrumb } from '../../settings/settings-breadcrumb';
import { useAccounts } from '../accounts/accounts-api';
import { useLedgerText } from '../use-ledger-text';
import { type JournalFilter, useJournalEntries } from './journal-api';
import { journalColumns } from './journal-columns';
import { JournalConfirm, type JournalConfirmTarget } from './journal-confirm';

// opened on a click: loaded then, so the page's first visit stays within its budget
const JournalEntryDialog = lazyPage(() => import('./journal-entry-dialog').then((m) => m.JournalEntryDialog));
const JournalEntryView = lazyPage(() => import('./journal-entry-view').then((m) => m.JournalEntryView));
const LockDateDialog = lazyPage(() => import('./lock-date-dialog').then((m) => m.LockDateDialog));

type Editing = { entry: JournalEntry | undefined } | null;

export function JournalEntriesPage() {
  const { me, can } = useSession();
  const { t } = useLedgerText();
  const { text, setText, search } = useSearchText();
  const [status, setStatus] = useState<JournalFilter['status']>('');
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<JournalEntry | null>(null);
  const [confirming, setConfirming] = useState<JournalConfirmTarget | null>(null);
  const [lockOpen, setLockOpen] = useState(false);
  const entries = useServerList(useJournalEntries, { filter: { search, status } });
  const accounts = useAccounts();
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
      <SearchToolbar value={text} onChange={setText} {...searchTexts((key) => t(`journal.${key}`))}>
        <FilterSelect
          label={t('journal.status')}
          value={status}
          onChange={setStatus}
          allLabel={t('journal.allStatuses')}
          options={[
            { value: 'Draft', label: t('journal.draft') },
            { value: 'Posted', label: t('journal.posted') },
          ]}
          sx={{ minWidth: 150 }}
        />
      </SearchToolbar>
      <ServerDataTable
        label={t('journal.tableLabel')}
        {...entries}
        columns={columns}
        onCellClick={({ field, row }) => field !== 'actions' && open(row)}
        {...filteredEmptyTexts(Boolean(search || status), (key) => t(`journal.${key}`))}
        emptyIcon={MenuBookIcon}
      />
      <Suspense fallback={null}>
        {editing && accounts.data && (
          <JournalEntryDialog
            entry={editing.entry}
            accounts={accounts.data}
            onClose={() => setEditing(null)}
          />
        )}
        {viewing && <JournalEntryView entry={viewing} onClose={() => setViewing(null)} />}
        {lockOpen && <LockDateDialog current={lockDate} onClose={() => setLockOpen(false)} />}
      </Suspense>
      <JournalConfirm target={confirming} onClose={() => setConfirming(null)} />
    </>
  );
}
