import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Account } from '@tawi/contracts';
import type { AccountType } from '@tawi/domain';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { DataTable } from '../../../shared/data-table';
import { ListToolbar } from '../../../shared/list-toolbar';
import { PageHeader } from '../../../shared/page-header';
import { SearchField } from '../../../shared/search-field';
import { useSession } from '../../../shared/session/session-context';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { SettingsBreadcrumb } from '../../settings/settings-breadcrumb';
import { accountColumns } from './account-columns';
import { AccountDialog } from './account-dialog';
import { ACCOUNT_TYPE_OPTIONS } from './account-types';
import { useAccounts, useDeleteAccount } from './accounts-api';

type Editing = { account: Account | undefined } | null;

/** Show the 'All types' option (value '') as a real choice, with the label above it. */
const ALL_OPTION_SLOTS = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

export function ChartOfAccountsPage() {
  const { can } = useSession();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [search, setSearch] = useState('');
  const [type, setType] = useState<AccountType | ''>('');
  const [includeInactive, setIncludeInactive] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Account | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim());
  const accounts = useAccounts({ search: debouncedSearch, type, includeInactive });
  const remove = useDeleteAccount();

  const columns = useMemo(
    () =>
      accountColumns({
        canUpdate: can('accounting:update'),
        canDelete: can('accounting:delete'),
        onEdit: (account) => setEditing({ account }),
        onDelete: setDeleting,
      }),
    [can],
  );
  const filtered = Boolean(debouncedSearch || type);
  const closeConfirm = () => {
    setDeleting(null);
    remove.reset();
  };

  return (
    <>
      <PageHeader
        title="Chart of accounts"
        description="The ledger accounts every document posts to, with their balances today."
        breadcrumb={<SettingsBreadcrumb />}
        actions={
          can('accounting:create') && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditing({ account: undefined })}
            >
              Add account
            </Button>
          )
        }
      />
      <ListToolbar>
        <SearchField value={search} onChange={setSearch} label="Search accounts" placeholder="Code or name" />
        <TextField
          select
          label="Type"
          value={type}
          onChange={(e) => setType(e.target.value as AccountType | '')}
          sx={{ minWidth: 150 }}
          slotProps={ALL_OPTION_SLOTS}
        >
          <MenuItem value="">All types</MenuItem>
          {ACCOUNT_TYPE_OPTIONS.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch checked={includeInactive} onChange={(_, checked) => setIncludeInactive(checked)} />
          }
          label="Show inactive"
        />
      </ListToolbar>
      <DataTable
        label="Accounts"
        rows={accounts.data ?? []}
        columns={columns}
        loading={accounts.isPending || (accounts.isFetching && accounts.isPlaceholderData)}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
        emptyTitle={filtered ? 'No account matches these filters' : 'No accounts yet'}
        emptyDescription={filtered ? 'Try another code, name or type.' : 'Add your first account.'}
        emptyIcon={AccountTreeIcon}
        onCellClick={({ field, row }) =>
          field !== 'actions' && can('accounting:update') && setEditing({ account: row })
        }
        sx={{ '& .MuiDataGrid-row': { cursor: can('accounting:update') ? 'pointer' : 'default' } }}
        columnVisibilityModel={{ subtype: !narrow, type: !narrow }}
        initialState={{
          sorting: { sortModel: [{ field: 'code', sort: 'asc' }] },
          pagination: { paginationModel: { pageSize: 50 } },
        }}
      />
      {editing && <AccountDialog account={editing.account} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'account'}?`}
        message="Only an account that has never been posted to can be deleted. Otherwise, deactivate it instead."
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.error ?? undefined}
        onClose={closeConfirm}
        onConfirm={() => {
          if (!deleting) return;
          const name = deleting.name;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              closeConfirm();
              toast.success(`${name} deleted`);
            },
          });
        }}
      />
    </>
  );
}
