import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { Branch } from '@tawi/contracts';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../shared/api/api-error';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { DataTable } from '../../../shared/data-table';
import { ListToolbar } from '../../../shared/list-toolbar';
import { PageHeader } from '../../../shared/page-header';
import { SearchField } from '../../../shared/search-field';
import { useSession } from '../../../shared/session/session-context';
import { useConfirmAction } from '../../../shared/use-confirm-action';
import { useEditDialog } from '../../../shared/use-edit-dialog';
import { SettingsBreadcrumb } from '../settings-breadcrumb';
import { branchColumns } from './branch-columns';
import { BranchDialog } from './branch-dialog';
import { useBranches, useDeactivateBranch, useSaveBranch } from './branches-api';

function matches(branch: Branch, term: string): boolean {
  const t = term.trim().toLowerCase();
  if (!t) return true;
  return [branch.name, branch.code, branch.address, branch.phone].some((v) => v?.toLowerCase().includes(t));
}

export function BranchesPage() {
  const { can, activeBranch } = useSession();
  const [includeInactive, setIncludeInactive] = useState(false);
  const [search, setSearch] = useState('');
  const editor = useEditDialog<Branch>();
  const branches = useBranches(includeInactive);
  const deactivate = useConfirmAction<Branch>(useDeactivateBranch(), {
    successMessage: (branch) => `${branch.name} deactivated`,
  });
  const save = useSaveBranch();

  const columns = useMemo(
    () =>
      branchColumns({
        activeBranchId: activeBranch?.id,
        canUpdate: can('settings:update'),
        canDelete: can('settings:delete'),
        onEdit: editor.openFor,
        onDeactivate: deactivate.request,
        onReactivate: (branch) =>
          save.mutate(
            { id: branch.id, body: { isActive: true } },
            {
              onSuccess: () => toast.success(`${branch.name} is active again`),
              onError: (err) => toast.error(errorMessage(err)),
            },
          ),
      }),
    [activeBranch?.id, can, save.mutate, editor.openFor, deactivate.request],
  );
  const rows = useMemo(
    () => (branches.data ?? []).filter((b) => matches(b, search)),
    [branches.data, search],
  );

  return (
    <>
      <PageHeader
        title="Branches"
        description="The places your business trades from. Stock, documents and users belong to branches."
        breadcrumb={<SettingsBreadcrumb />}
        actions={
          can('settings:create') && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={editor.openNew}>
              Add branch
            </Button>
          )
        }
      />
      <ListToolbar>
        <SearchField
          value={search}
          onChange={setSearch}
          label="Search branches"
          placeholder="Name, code, address or phone"
        />
        <FormControlLabel
          control={
            <Switch checked={includeInactive} onChange={(_, checked) => setIncludeInactive(checked)} />
          }
          label="Show inactive"
        />
      </ListToolbar>
      <DataTable
        label="Branches"
        rows={rows}
        columns={columns}
        loading={branches.isPending}
        error={branches.error}
        onRetry={() => void branches.refetch()}
        emptyTitle={search ? 'No branch matches your search' : 'No branches yet'}
        emptyDescription={search ? 'Try another name or code.' : 'Add your first branch to get started.'}
        emptyIcon={AccountTreeIcon}
        onCellClick={({ field, row }) => field !== 'actions' && can('settings:update') && editor.openFor(row)}
        sx={{ '& .MuiDataGrid-row': { cursor: can('settings:update') ? 'pointer' : 'default' } }}
        initialState={{
          sorting: { sortModel: [{ field: 'name', sort: 'asc' }] },
          pagination: { paginationModel: { pageSize: 25 } },
        }}
      />
      {editor.current && <BranchDialog branch={editor.current.item} onClose={editor.close} />}
      <ConfirmDialog
        {...deactivate.dialogProps}
        title={`Deactivate ${deactivate.target?.name ?? 'branch'}?`}
        message="The branch disappears from the branch switcher and new documents. Its history stays, and you can reactivate it later."
        confirmLabel="Deactivate"
      />
    </>
  );
}
