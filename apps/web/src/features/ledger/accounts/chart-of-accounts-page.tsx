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
import { useLedgerText } from '../use-ledger-text';
import { accountColumns } from './account-columns';
import { AccountDialog } from './account-dialog';
import { accountTypeOptions } from './account-types';
import { useAccounts, useDeleteAccount } from './accounts-api';

/** Show the 'All types' option (value '') as a real choice, with the label above it. */
const ALL_OPTION_SLOTS = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

export function ChartOfAccountsPage() {
  const { can } = useSession();
  const { t } = useLedgerText();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [search, setSearch] = useState('');
  const [type, setType] = useState<AccountType | ''>('');
  const [includeInactive, setIncludeInactive] = useState(false);
  const editor = useEditDialog<AccountOption>();
  const debouncedSearch = useDebouncedValue(search.trim());
  const accounts = useAccounts({ search: debouncedSearch, type, includeInactive });
  const remove = useConfirmAction<AccountOption>(useDeleteAccount(), {
    successMessage: (account) => t('accounts.deleted', { name: account.name }),
  });

  const columns = useMemo(
    () =>
      accountColumns({
        canUpdate: can('accounting:update'),
        canDelete: can('accounting:delete'),
        onEdit: editor.openFor,
        onDelete: remove.request,
        t,
      }),
    [can, editor.openFor, remove.request, t],
  );
  const filtered = Boolean(debouncedSearch || type);

  return (
    <>
      <PageHeader
        title={t('accounts.title')}
        description={t('accounts.description')}
        breadcrumb={<SettingsBreadcrumb />}
        actions={
          can('accounting:create') && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={editor.openNew}>
              {t('accounts.add')}
            </Button>
          )
        }
      />
      <ListToolbar>
        <SearchField
          value={search}
          onChange={setSearch}
          label={t('accounts.searchLabel')}
          placeholder={t('accounts.searchPlaceholder')}
        />
        <TextField
          select
          label={t('accounts.type')}
          value={type}
          onChange={(e) => setType(e.target.value as AccountType | '')}
          sx={{ minWidth: 150 }}
          slotProps={ALL_OPTION_SLOTS}
        >
          <MenuItem value="">{t('accounts.allTypes')}</MenuItem>
          {accountTypeOptions(t).map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch checked={includeInactive} onChange={(_, checked) => setIncludeInactive(checked)} />
          }
          label={t('accounts.showInactive')}
        />
      </ListToolbar>
      <DataTable
        label={t('accounts.tableLabel')}
        rows={accounts.data ?? []}
        columns={columns}
        loading={accounts.isPending || (accounts.isFetching && accounts.isPlaceholderData)}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
        emptyTitle={filtered ? t('accounts.noMatchTitle') : t('accounts.emptyTitle')}
        emptyDescription={filtered ? t('accounts.noMatchDescription') : t('accounts.emptyDescription')}
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
        title={t('accounts.deleteTitle', { name: remove.target?.name ?? '' })}
        message={t('accounts.deleteMessage')}
        confirmLabel={t('accounts.delete')}
      />
    </>
  );
}
