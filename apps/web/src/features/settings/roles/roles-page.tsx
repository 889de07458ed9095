import AddIcon from '@mui/icons-material/Add';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import Button from '@mui/material/Button';
import type { Role } from '@tawi/contracts';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { DataTable } from '../../../shared/data-table';
import { ListToolbar } from '../../../shared/list-toolbar';
import { PageHeader } from '../../../shared/page-header';
import { SearchField } from '../../../shared/search-field';
import { useSession } from '../../../shared/session/session-context';
import { SettingsBreadcrumb } from '../settings-breadcrumb';
import { roleColumns } from './role-columns';
import { RoleDialog } from './role-dialog';
import { useDeleteRole, useRoles } from './roles-api';

type Open = { role: Role | undefined } | null;

export function RolesPage() {
  const { can } = useSession();
  const roles = useRoles();
  const remove = useDeleteRole();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const canUpdate = can('settings:update');

  const columns = useMemo(
    () =>
      roleColumns({
        canUpdate,
        canDelete: can('settings:delete'),
        onOpen: (role) => setOpen({ role }),
        onDelete: setDeleting,
      }),
    [canUpdate, can],
  );
  const rows = useMemo(() => {
    const term = search.trim().toLowerCase();
    return (roles.data ?? []).filter(
      (r) => !term || r.name.toLowerCase().includes(term) || r.description?.toLowerCase().includes(term),
    );
  }, [roles.data, search]);

  const closeConfirm = () => {
    setDeleting(null);
    remove.reset();
  };
  const openRole = open?.role;
  const readOnly = openRole ? openRole.builtIn || !canUpdate : false;

  return (
    <>
      <PageHeader
        title="Roles & permissions"
        description="A role is a set of permissions: what its users may view, create, update, delete and approve."
        breadcrumb={<SettingsBreadcrumb />}
        actions={
          can('settings:create') && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ role: undefined })}>
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
        onCellClick={({ field, row }) => field !== 'actions' && setOpen({ role: row })}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      />
      {open && <RoleDialog role={open.role} readOnly={readOnly} onClose={() => setOpen(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'role'}?`}
        message="The role is removed for good. A role that people still hold cannot be deleted: give them another role first."
        confirmLabel="Delete role"
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
