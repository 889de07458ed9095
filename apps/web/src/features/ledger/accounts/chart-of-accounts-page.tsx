import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AccountOption } from '@tawi/contracts';
import type { AccountType } from '@tawi/domain';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { DataTable } from '../../../shared/data-table';
import { ListToolbar } from '../../../shared/list-toolbar';
import { PageHeader } from '../../../shared/page-header';
import { SearchField } from '../../../shared/search-field';
import { useSession } from '../../../shared/session/session-context';
import { useConfirmAction } from '../../../shared/use-confirm-action';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { useEditDialog } from '../../../shared/use-edit-dialog';
import { SettingsBreadcrumb } from '../../settings/settings-breadcrumb';
import { accountColumns } from './account-columns';
import { AccountDialog } from './account-dialog';
import { ACCOUNT_TYPE_OPTIONS } from './account-types';
import { useAccounts, useDeleteAccount } from './accounts-api';

/** Show the 'All types' option (value '') as a real choice, with the label above it. */
const ALL_OPTION_SLOTS = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

export function ChartOfAccountsPage() {
  const { can } = useSession();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [search, setSearch] = useState('');
  const [type, setType] = useState<AccountType | ''>('');
  const [includeInactive, setIncludeInactive] = useState(false);
  const editor = useEditDialog<AccountOption>();
  const debouncedSearch = useDebouncedValue(search.trim());
  const accounts = useAccounts({ search: debouncedSearch, type, includeInactive });
  const remove = useConfirmAction<AccountOption>(useDeleteAccount(), {
    successMessage: (account) => `${account.name} deleted`,
  });

  const columns = useMemo(
    () =>
      accountColumns({
        canUpdate: can('accounting:update'),
        canDelete: can('accounting:delete'),
        onEdit: editor.openFor,
        onDelete: remove.request,
      }),
    [can, editor.openFor, remove.request],
  );
  const filtered = Boolean(debouncedSearch || type);

  return (
    <>
      <PageHeader
        title="Chart of accounts"
        description="The ledger accounts every document posts to, with their balances today."
        breadcrumb={<SettingsBreadcrumb />}
        actions={
          can('accounting:create') && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={editor.openNew}>
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
          field !== 'actions' && can('accounting:update') && editor.openFor(row)
        }
        sx={{ '& .MuiDataGrid-row': { cursor: can('accounting:update') ? 'pointer' : 'default' } }}
        columnVisibilityModel={{ subtype: !narrow, type: !narrow }}
        initialState={{
          sorting: { sortModel: [{ field: 'code', sort: 'asc' }] },
          // a small business's whole chart on one page (the grid's largest page)
          pagination: { paginationModel: { pageSize: 100 } },
        }}
      />
      {editor.current && <AccountDialog account={editor.current.item} onClose={editor.close} />}
      <ConfirmDialog
        {...remove.dialogProps}
        title={`Delete ${remove.target?.name ?? 'account'}?`}
        message="Only an account that has never been posted to can be deleted. Otherwise, deactivate it instead."
        confirmLabel="Delete"
      />
    </>
  );
}
