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
import { useConfirmAction } from '../../../shared/use-confirm-action';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { useEditDialog } from '../../../shared/use-edit-dialog';
import { useBranches } from '../branches/branches-api';
import { useRoles } from '../roles/roles-api';
import { SettingsBreadcrumb } from '../settings-breadcrumb';
import { userColumns } from './user-columns';
import { UserDialog } from './user-dialog';
import { useDeactivateUser, useSendPasswordReset, useUpdateUser, useUsers } from './users-api';

export function UsersPage() {
  const { me, can } = useSession();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [search, setSearch] = useState('');
  const [includeInactive, setIncludeInactive] = useState(false);
  const editor = useEditDialog<User>();
  const debouncedSearch = useDebouncedValue(search.trim());
  const users = useUsers({ search: debouncedSearch, includeInactive });
  const roles = useRoles();
  const branches = useBranches(true);
  const deactivate = useConfirmAction<User>(useDeactivateUser(), {
    successMessage: (user) => `${user.fullName} deactivated`,
  });
  const update = useUpdateUser();
  const passwordReset = useConfirmAction<User>(useSendPasswordReset(), {
    successMessage: (user) => `Password reset link sent to ${user.email}`,
  });

  const columns = useMemo(() => {
    const branchList = branches.data ?? [];
    const roleList = roles.data ?? [];
    return userColumns({
      currentUserId: me.user.uid,
      branchName: (id) => branchList.find((b) => b.id === id)?.name ?? '…',
      roleOf: (id) => roleList.find((r) => r.id === id),
      canUpdate: can('settings:update'),
      canDelete: can('settings:delete'),
      onEdit: editor.openFor,
      onDeactivate: deactivate.request,
      onSendPasswordReset: passwordReset.request,
      onReactivate: (user) =>
        update.mutate(
          { id: user.id, body: { isActive: true } },
          {
            onSuccess: () => toast.success(`${user.fullName} can sign in again`),
            onError: (err) => toast.error(errorMessage(err)),
          },
        ),
    });
  }, [
    branches.data,
    roles.data,
    me.user.uid,
    can,
    update.mutate,
    editor.openFor,
    deactivate.request,
    passwordReset.request,
  ]);

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
              onClick={editor.openNew}
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
        onCellClick={({ field, row }) => field !== 'actions' && can('settings:update') && editor.openFor(row)}
        sx={{ '& .MuiDataGrid-row': { cursor: can('settings:update') ? 'pointer' : 'default' } }}
        columnVisibilityModel={{ email: false, branchId: !narrow, lastLoginAt: !narrow }}
        initialState={{
          sorting: { sortModel: [{ field: 'fullName', sort: 'asc' }] },
          pagination: { paginationModel: { pageSize: 25 } },
        }}
      />
      {editor.current && roles.data && branches.data && (
        <UserDialog
          user={editor.current.item}
          roles={roles.data}
          branches={activeBranches}
          onClose={editor.close}
        />
      )}
      <ConfirmDialog
        {...deactivate.dialogProps}
        title={`Deactivate ${deactivate.target?.fullName ?? 'user'}?`}
        message="They are signed out at once and can no longer sign in. Their history stays, and you can reactivate them later."
        confirmLabel="Deactivate"
      />
      <ConfirmDialog
        {...passwordReset.dialogProps}
        title={`Send a password reset to ${passwordReset.target?.fullName ?? 'this user'}?`}
        message={`They are signed out at once and get an email at ${passwordReset.target?.email ?? 'their address'} with a link to choose a new password (it works once, for 1 hour; after that, Forgot password sends another). Their current password stops working at once.`}
        confirmLabel="Send reset link"
      />
    </>
  );
}
