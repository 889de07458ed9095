import AddIcon from '@mui/icons-material/Add';
import GroupIcon from '@mui/icons-material/Group';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { User } from '@tawi/contracts';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../shared/api/api-error';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { DataTable } from '../../../shared/data-table';
import { ListToolbar } from '../../../shared/list-toolbar';
import { PageHeader } from '../../../shared/page-header';
import { SearchField } from '../../../shared/search-field';
import { useSession } from '../../../shared/session/session-context';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { useBranches } from '../branches/branches-api';
import { useRoles } from '../roles/roles-api';
import { SettingsBreadcrumb } from '../settings-breadcrumb';
import { userColumns } from './user-columns';
import { UserDialog } from './user-dialog';
import { useDeactivateUser, useUpdateUser, useUsers } from './users-api';

type Editing = { user: User | undefined } | null;

export function UsersPage() {
  const { me, can } = useSession();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [search, setSearch] = useState('');
  const [includeInactive, setIncludeInactive] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [deactivating, setDeactivating] = useState<User | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim());
  const users = useUsers({ search: debouncedSearch, includeInactive });
  const roles = useRoles();
  const branches = useBranches(true);
  const deactivate = useDeactivateUser();
  const update = useUpdateUser();

  const columns = useMemo(() => {
    const branchList = branches.data ?? [];
    const roleList = roles.data ?? [];
    return userColumns({
      currentUserId: me.user.uid,
      branchName: (id) => branchList.find((b) => b.id === id)?.name ?? '…',
      roleOf: (id) => roleList.find((r) => r.id === id),
      canUpdate: can('settings:update'),
      canDelete: can('settings:delete'),
      onEdit: (user) => setEditing({ user }),
      onDeactivate: setDeactivating,
      onReactivate: (user) =>
        update.mutate(
          { id: user.id, body: { isActive: true } },
          {
            onSuccess: () => toast.success(`${user.fullName} can sign in again`),
            onError: (err) => toast.error(errorMessage(err)),
          },
        ),
    });
  }, [branches.data, roles.data, me.user.uid, can, update.mutate]);

  const closeConfirm = () => {
    setDeactivating(null);
    deactivate.reset();
  };
  const activeBranches = (branches.data ?? []).filter((b) => b.isActive);
  const canOpenDialog = roles.data !== undefined && branches.data !== undefined;

  return (
    <>
      <PageHeader
        title="Users"
        description="The people who use Tawi, their role and the branches they work in."
        breadcrumb={<SettingsBreadcrumb />}
        actions={
          can('settings:create') && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              disabled={!canOpenDialog}
              onClick={() => setEditing({ user: undefined })}
            >
              Add user
            </Button>
          )
        }
      />
      <ListToolbar>
        <SearchField value={search} onChange={setSearch} label="Search users" placeholder="Name or email" />
        <FormControlLabel
          control={
            <Switch checked={includeInactive} onChange={(_, checked) => setIncludeInactive(checked)} />
          }
          label="Show inactive"
        />
      </ListToolbar>
      <DataTable
        label="Users"
        rows={users.data ?? []}
        columns={columns}
        loading={users.isPending || (users.isFetching && users.isPlaceholderData)}
        error={users.error}
        onRetry={() => void users.refetch()}
        emptyTitle={debouncedSearch ? 'No user matches your search' : 'No users yet'}
        emptyDescription={
          debouncedSearch ? 'Try another name or email.' : 'Add the people who work with you.'
        }
        emptyIcon={GroupIcon}
        rowHeight={60}
        onCellClick={({ field, row }) =>
          field !== 'actions' && can('settings:update') && setEditing({ user: row })
        }
        sx={{ '& .MuiDataGrid-row': { cursor: can('settings:update') ? 'pointer' : 'default' } }}
        columnVisibilityModel={{ email: false, branchId: !narrow, lastLoginAt: !narrow }}
        initialState={{
          sorting: { sortModel: [{ field: 'fullName', sort: 'asc' }] },
          pagination: { paginationModel: { pageSize: 25 } },
        }}
      />
      {editing && roles.data && branches.data && (
        <UserDialog
          user={editing.user}
          roles={roles.data}
          branches={activeBranches}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deactivating !== null}
        title={`Deactivate ${deactivating?.fullName ?? 'user'}?`}
        message="They are signed out at once and can no longer sign in. Their history stays, and you can reactivate them later."
        confirmLabel="Deactivate"
        pending={deactivate.isPending}
        error={deactivate.error ?? undefined}
        onClose={closeConfirm}
        onConfirm={() => {
          if (!deactivating) return;
          const name = deactivating.fullName;
          deactivate.mutate(deactivating.id, {
            onSuccess: () => {
              closeConfirm();
              toast.success(`${name} deactivated`);
            },
          });
        }}
      />
    </>
  );
}
