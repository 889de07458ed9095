import AccountTreeIcon from '@mui/icons-material/AccountTree';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AccountOption } from '@tawi/contracts';
import type { AccountType } from '@tawi/domain';
import { useMemo, useState } from 'react';
import { addAction } from '../../../shared/lists/add-action';
import { DeleteConfirm } from '../../../shared/lists/delete-confirm';
import { FilterSelect } from '../../../shared/lists/filter-select';
import { filteredEmptyTexts, searchTexts } from '../../../shared/lists/list-texts';
import { RecordTable } from '../../../shared/lists/record-table';
import { SearchToolbar } from '../../../shared/lists/search-toolbar';
import { useShowInactive } from '../../../shared/lists/show-inactive-switch';
import { useEditDelete } from '../../../shared/lists/use-edit-delete';
import { useSearchText } from '../../../shared/lists/use-search-text';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
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
  const [includeInactive, inactiveSwitch] = useShowInactive(t('accounts.showInactive'));
  const accounts = useAccounts({ search, type, includeInactive });
  const { editor, remove, actions } = useEditDelete<AccountOption>(
    useDeleteAccount(),
    (account) => t('accounts.deleted', { name: account.name }),
    { update: can('accounting:update'), delete: can('accounting:delete') },
  );
  const columns = useMemo(() => accountColumns({ ...actions, t }), [actions, t]);

  return (
    <>
      <PageHeader
        title={t('accounts.title')}
        description={t('accounts.description')}
        breadcrumb={<SettingsBreadcrumb />}
        actions={addAction(can('accounting:create'), t('accounts.add'), editor.openNew)}
      />
      <SearchToolbar value={text} onChange={setText} {...searchTexts((key) => t(`accounts.${key}`))}>
        <FilterSelect
          label={t('accounts.type')}
          value={type}
          onChange={setType}
          allLabel={t('accounts.allTypes')}
          options={accountTypeOptions(t)}
          sx={{ minWidth: 150 }}
        />
        {inactiveSwitch}
      </SearchToolbar>
      <RecordTable
        label={t('accounts.tableLabel')}
        query={accounts}
        rows={accounts.data ?? []}
        columns={columns}
        {...filteredEmptyTexts(Boolean(search || type), (key) => t(`accounts.${key}`))}
        emptyIcon={AccountTreeIcon}
        onOpen={actions.canUpdate ? editor.openFor : undefined}
        columnVisibilityModel={{ subtype: !narrow, type: !narrow }}
        sortBy="code"
        // a small business's whole chart on one page (the grid's largest page)
        pageSize={100}
      />
      {editor.current && <AccountDialog account={editor.current.item} onClose={editor.close} />}
      <DeleteConfirm action={remove} name={(row) => row.name} text={(key, v) => t(`accounts.${key}`, v)} />
    </>
  );
}
