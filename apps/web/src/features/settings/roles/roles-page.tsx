import AddIcon from '@mui/icons-material/Add';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import Button from '@mui/material/Button';
import type { Role } from '@tawi/contracts';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { DataTable } from '../../../shared/data-table';
import { ListToolbar } from '../../../shared/list-toolbar';
import { PageHeader } from '../../../shared/page-header';
import { SearchField } from '../../../shared/search-field';
import { useSession } from '../../../shared/session/session-context';
import { useConfirmAction } from '../../../shared/use-confirm-action';
import { useEditDialog } from '../../../shared/use-edit-dialog';
import { SettingsBreadcrumb } from '../settings-breadcrumb';
import { roleColumns } from './role-columns';
import { RoleDialog } from './role-dialog';
import { useDeleteRole, useRoles } from './roles-api';

export function RolesPage() {
  const { can } = useSession();
  const roles = useRoles();
  const remove = useConfirmAction<Role>(useDeleteRole(), {
    successMessage: (role) => `${role.name} deleted`,
  });
  const [search, setSearch] = useState('');
  const open = useEditDialog<Role>();
  const canUpdate = can('settings:update');

  const columns = useMemo(
    () =>
      roleColumns({
        canUpdate,
        canDelete: can('settings:delete'),
        onOpen: open.openFor,
        onDelete: remove.request,
      }),
    [canUpdate, can, open.openFor, remove.request],
  );
  const rows = useMemo(() => {
    const term = search.trim().toLowerCase();
    return (roles.data ?? []).filter(
      (r) => !term || r.name.toLowerCase().includes(term) || r.description?.toLowerCase().includes(term),
    );
  }, [roles.data, search]);

  const openRole = open.current?.item;
  const readOnly = openRole ? openRole.builtIn || !canUpdate : false;

  return (
    <>
      <PageHeader
        title="Roles & permissions"
        description="A role is a set of permissions: what its users may view, create, update, delete and approve."
        breadcrumb={<SettingsBreadcrumb />}
        actions={
          can('settings:create') && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={open.openNew}>
              New role
            </Button>
          )
        }
      />
      <ListToolbar>
        <SearchField
          value={search}
          onChange={setSearch}
          label="Search roles"
          placeholder="Name or description"
        />
      </ListToolbar>
      <DataTable
        label="Roles"
        rows={rows}
        columns={columns}
        loading={roles.isPending}
        error={roles.error}
        onRetry={() => void roles.refetch()}
        emptyTitle={search ? 'No role matches your search' : 'No roles yet'}
        emptyDescription={search ? 'Try another name.' : 'Create a role to grant a set of permissions.'}
        emptyIcon={AdminPanelSettingsIcon}
        onCellClick={({ field, row }) => field !== 'actions' && open.openFor(row)}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      />
      {open.current && <RoleDialog role={openRole} readOnly={readOnly} onClose={open.close} />}
      <ConfirmDialog
        {...remove.dialogProps}
        title={`Delete ${remove.target?.name ?? 'role'}?`}
        message="The role is removed for good. A role that people still hold cannot be deleted: give them another role first."
        confirmLabel="Delete role"
      />
    </>
  );
}
