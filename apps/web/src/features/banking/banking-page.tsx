import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { BankAccount } from '@tawi/contracts';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { DataTable } from '../../shared/data-table';
import { ListToolbar } from '../../shared/list-toolbar';
import { PageHeader } from '../../shared/page-header';
import { SearchField } from '../../shared/search-field';
import { useSession } from '../../shared/session/session-context';
import { bankAccountColumns } from './bank-account-columns';
import { BankAccountDialog } from './bank-account-dialog';
import { useBankAccounts, useDeleteBankAccount } from './bank-accounts-api';
import { BankingSummary } from './banking-summary';

type Editing = { account: BankAccount | undefined } | null;

function matches(account: BankAccount, term: string): boolean {
  const t = term.trim().toLowerCase();
  if (!t) return true;
  return [account.name, account.bankName, account.accountNumber, account.accountCode].some((v) =>
    v?.toLowerCase().includes(t),
  );
}

export function BankingPage() {
  const { can, activeBranch } = useSession();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [search, setSearch] = useState('');
  const [includeInactive, setIncludeInactive] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BankAccount | null>(null);
  const accounts = useBankAccounts({ branchId: activeBranch?.id, includeInactive });
  const remove = useDeleteBankAccount();

  const columns = useMemo(
    () =>
      bankAccountColumns({
        canUpdate: can('banking:update'),
        canDelete: can('banking:delete'),
        onEdit: (account) => setEditing({ account }),
        onDelete: setDeleting,
      }),
    [can],
  );
  const rows = useMemo(
    () => (accounts.data ?? []).filter((a) => matches(a, search)),
    [accounts.data, search],
  );
  const closeConfirm = () => {
    setDeleting(null);
    remove.reset();
  };

  return (
    <>
      <PageHeader
        title="Banking"
        description={`Bank, cash and M-Pesa accounts of ${activeBranch?.name ?? 'this branch'}, with their balances today.`}
        actions={
          can('banking:create') && (
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
      {accounts.data && accounts.data.length > 0 && <BankingSummary accounts={accounts.data} />}
      <ListToolbar>
        <SearchField
          value={search}
          onChange={setSearch}
          label="Search accounts"
          placeholder="Name, bank or account number"
        />
        <FormControlLabel
          control={
            <Switch checked={includeInactive} onChange={(_, checked) => setIncludeInactive(checked)} />
          }
          label="Show inactive"
        />
      </ListToolbar>
      <DataTable
        label="Bank accounts"
        rows={rows}
        columns={columns}
        loading={accounts.isPending}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
        emptyTitle={search ? 'No account matches your search' : 'No bank accounts yet'}
        emptyDescription={
          search
            ? 'Try another name or number.'
            : 'Add the bank accounts, cash tills and M-Pesa numbers this branch uses.'
        }
        emptyIcon={AccountBalanceIcon}
        rowHeight={60}
        onCellClick={({ field, row }) =>
          field !== 'actions' && can('banking:update') && setEditing({ account: row })
        }
        sx={{ '& .MuiDataGrid-row': { cursor: can('banking:update') ? 'pointer' : 'default' } }}
        columnVisibilityModel={{
          accountNumber: !narrow,
          accountCode: !narrow,
          openingBalance: !narrow,
          kind: !narrow,
          isActive: !narrow,
        }}
        initialState={{
          sorting: { sortModel: [{ field: 'name', sort: 'asc' }] },
          pagination: { paginationModel: { pageSize: 25 } },
        }}
      />
      {editing && <BankAccountDialog account={editing.account} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'account'}?`}
        message="It is no longer offered for payments and receipts. Its ledger account and history stay."
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
