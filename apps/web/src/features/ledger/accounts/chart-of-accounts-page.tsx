import AccountTreeIcon from '@mui/icons-material/AccountTree';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AccountOption } from '@tawi/contracts';
import type { AccountType } from '@tawi/domain';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { DataTable } from '../../../shared/data-table';
import { addAction } from '../../../shared/lists/add-action';
import { FilterSelect } from '../../../shared/lists/filter-select';
import { SearchToolbar } from '../../../shared/lists/search-toolbar';
import { ShowInactiveSwitch } from '../../../shared/lists/show-inactive-switch';
import { useSearchText } from '../../../shared/lists/use-search-text';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
import { useConfirmAction } from '../../../shared/use-confirm-action';
import { useEditDialog } from '../../../shared/use-edit-dialog';
import { SettingsBreadcrumb } from '../../settings/settings-breadcrumb';
import { useLedgerText } from '../use-ledger-text';
import { accountColumns } from './account-columns';
import { AccountDialog } from './account-dialog';
import { accountTypeOptions } from './account-types';
import { useAccounts, useDeleteAccount } from './accounts-api';

export function ChartOfAccountsPage() {
  const { can } = useSession();
  const { t } = useLedgerText();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { text, setText, search } = useSearchText();
  const [type, setType] = useState<AccountType | ''>('');
  const [includeInactive, setIncludeInactive] = useState(false);
  const editor = useEditDialog<AccountOption>();
  const accounts = useAccounts({ search, type, includeInactive });
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
  const filtered = Boolean(search || type);

  return (
    <>
      <PageHeader
        title={t('accounts.title')}
        description={t('accounts.description')}
        breadcrumb={<SettingsBreadcrumb />}
        actions={addAction(can('accounting:create'), t('accounts.add'), editor.openNew)}
      />
      <SearchToolbar
        value={text}
        onChange={setText}
        label={t('accounts.searchLabel')}
        placeholder={t('accounts.searchPlaceholder')}
      >
        <FilterSelect
          label={t('accounts.type')}
          value={type}
          onChange={setType}
          allLabel={t('accounts.allTypes')}
          options={accountTypeOptions(t)}
          sx={{ minWidth: 150 }}
        />
        <ShowInactiveSwitch
          checked={includeInactive}
          onChange={setIncludeInactive}
          label={t('accounts.showInactive')}
        />
      </SearchToolbar>
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
