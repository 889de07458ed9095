import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AddIcon from '@mui/icons-material/Add';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { BankAccountOption } from '@tawi/contracts';
import { useMemo, useState } from 'react';
import { hiddenWhenNarrow } from '../../shared/lists/column-visibility';
import { DeleteConfirm } from '../../shared/lists/delete-confirm';
import { filteredEmptyTexts, searchTexts } from '../../shared/lists/list-texts';
import { RecordTable } from '../../shared/lists/record-table';
import { SearchToolbar } from '../../shared/lists/search-toolbar';
import { searchedRows } from '../../shared/lists/searched-rows';
import { useShowInactive } from '../../shared/lists/show-inactive-switch';
import { useEditDelete } from '../../shared/lists/use-edit-delete';
import { PageHeader } from '../../shared/page-header';
import { useSession } from '../../shared/session/session-context';
import { useBranchDescription } from '../../shared/session/use-branch-description';
import { bankAccountColumns } from './bank-account-columns';
import { BankAccountDialog } from './bank-account-dialog';
import { useBankAccounts, useDeleteBankAccount } from './bank-accounts-api';
import { BankTransferDialog } from './bank-transfer-dialog';
import { BankTransfersTable } from './bank-transfers-table';
import { BankingSummary } from './banking-summary';
import { useBankingText } from './use-banking-text';

/** The columns a phone leaves out. */
const NARROW_HIDDEN = ['accountNumber', 'accountCode', 'openingBalance', 'kind', 'isActive'];

export function BankingPage() {
  const { can, activeBranch } = useSession();
  const { t } = useBankingText();
  const description = useBranchDescription(
    (branch) => t('list.description', { branch }),
    t('list.descriptionThisBranch'),
  );
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [search, setSearch] = useState('');
  const [includeInactive, inactiveSwitch] = useShowInactive(t('list.showInactive'));
  const [transferring, setTransferring] = useState(false);
  const accounts = useBankAccounts({ branchId: activeBranch?.id, includeInactive });
  const { editor, remove, actions } = useEditDelete<BankAccountOption>(
    useDeleteBankAccount(),
    (account) => t('list.deleted', { name: account.name }),
    { update: can('banking:update'), delete: can('banking:delete') },
  );
  const columns = useMemo(() => bankAccountColumns({ ...actions, t }), [actions, t]);
  const rows = useMemo(
    () => searchedRows(accounts.data, search, (a) => [a.name, a.bankName, a.accountNumber, a.accountCode]),
    [accounts.data, search],
  );

  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={description}
        actions={
          can('banking:create') && (
            <>
              <Button variant="outlined" startIcon={<SwapHorizIcon />} onClick={() => setTransferring(true)}>
                {t('list.transferMoney')}
              </Button>
              <Button variant="contained" startIcon={<AddIcon />} onClick={editor.openNew}>
                {t('list.addAccount')}
              </Button>
            </>
          )
        }
      />
      {accounts.data && accounts.data.length > 0 && <BankingSummary accounts={accounts.data} />}
      <SearchToolbar value={search} onChange={setSearch} {...searchTexts((key) => t(`list.${key}`))}>
        {inactiveSwitch}
      </SearchToolbar>
      <RecordTable
        label={t('list.gridLabel')}
        query={accounts}
        rows={rows}
        columns={columns}
        {...filteredEmptyTexts(Boolean(search), (key) => t(`list.${key}`))}
        emptyIcon={AccountBalanceIcon}
        rowHeight={60}
        onOpen={actions.canUpdate ? editor.openFor : undefined}
        columnVisibilityModel={hiddenWhenNarrow(narrow, NARROW_HIDDEN)}
        sortBy="name"
      />
      <BankTransfersTable />
      {transferring && <BankTransferDialog onClose={() => setTransferring(false)} />}
      {editor.current && <BankAccountDialog account={editor.current.item} onClose={editor.close} />}
      <DeleteConfirm action={remove} name={(row) => row.name} text={(key, v) => t(`list.${key}`, v)} />
    </>
  );
}
