import AddIcon from '@mui/icons-material/Add';
import GroupIcon from '@mui/icons-material/Group';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { User } from '@tawi/contracts';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../shared/api/api-error';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { filteredEmptyTexts, searchTexts } from '../../../shared/lists/list-texts';
import { RecordTable } from '../../../shared/lists/record-table';
import { SearchToolbar } from '../../../shared/lists/search-toolbar';
import { useShowInactive } from '../../../shared/lists/show-inactive-switch';
import { PageHeader } from '../../../shared/page-header';
import { useRoleName } from '../../../shared/role-label';
import { useSession } from '../../../shared/session/session-context';
import { useConfirmAction } from '../../../shared/use-confirm-action';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { useEditDialog } from '../../../shared/use-edit-dialog';
import { useBranches } from '../branches/branches-api';
import { useRoles } from '../roles/roles-api';
import { SettingsBreadcrumb } from '../settings-breadcrumb';
import { useSettingsText } from '../use-settings-text';
import { userColumns } from './user-columns';
import { UserDialog } from './user-dialog';
import { useDeactivateUser, useSendPasswordReset, useUpdateUser, useUsers } from './users-api';

export function UsersPage() {
  const { me, can } = useSession();
  const { t } = useSettingsText();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [search, setSearch] = useState('');
  const [includeInactive, inactiveSwitch] = useShowInactive(t('users.showInactive'));
  const editor = useEditDialog<User>();
  const debouncedSearch = useDebouncedValue(search.trim());
  const users = useUsers({ search: debouncedSearch, includeInactive });
  const roles = useRoles();
  const roleName = useRoleName();
  const branches = useBranches(true);
  const deactivate = useConfirmAction<User>(useDeactivateUser(), {
    successMessage: (user) => t('users.deactivated', { name: user.fullName }),
  });
  const update = useUpdateUser();
  const passwordReset = useConfirmAction<User>(useSendPasswordReset(), {
    successMessage: (user) => t('users.resetSent', { email: user.email }),
  });

  const columns = useMemo(() => {
    const branchList = branches.data ?? [];
    const roleList = roles.data ?? [];
    return userColumns({
      currentUserId: me.user.uid,
      branchName: (id) => branchList.find((b) => b.id === id)?.name ?? '…',
      roleOf: (id) => roleList.find((r) => r.id === id),
      roleName,
      canUpdate: can('settings:update'),
      canDelete: can('settings:delete'),
      onEdit: editor.openFor,
      onDeactivate: deactivate.request,
      onSendPasswordReset: passwordReset.request,
      onReactivate: (user) =>
        update.mutate(
          { id: user.id, body: { isActive: true } },
          {
            onSuccess: () => toast.success(t('users.reactivated', { name: user.fullName })),
            onError: (err) => toast.error(errorMessage(err)),
          },
        ),
      t,
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
    roleName,
    t,
  ]);

  const activeBranches = (branches.data ?? []).filter((b) => b.isActive);
  const canOpenDialog = roles.data !== undefined && branches.data !== undefined;

  return (
    <>
      <PageHeader
        title={t('users.title')}
        description={t('users.description')}
        breadcrumb={<SettingsBreadcrumb />}
        actions={
          can('settings:create') && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              disabled={!canOpenDialog}
              onClick={editor.openNew}
            >
              {t('users.add')}
            </Button>
          )
        }
      />
      <SearchToolbar value={search} onChange={setSearch} {...searchTexts((key) => t(`users.${key}`))}>
        {inactiveSwitch}
      </SearchToolbar>
      <RecordTable
        label={t('users.title')}
        query={users}
        rows={users.data ?? []}
        columns={columns}
        {...filteredEmptyTexts(Boolean(debouncedSearch), (key) => t(`users.${key}`))}
        emptyIcon={GroupIcon}
        rowHeight={60}
        onOpen={can('settings:update') ? editor.openFor : undefined}
        columnVisibilityModel={{ email: false, branchId: !narrow, lastLoginAt: !narrow }}
        sortBy="fullName"
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
        title={t('users.deactivateTitle', { name: deactivate.target?.fullName ?? '' })}
        message={t('users.deactivateMessage')}
        confirmLabel={t('common.deactivate')}
      />
      <ConfirmDialog
        {...passwordReset.dialogProps}
        title={t('users.resetTitle', { name: passwordReset.target?.fullName ?? '' })}
        message={t('users.resetMessage', { email: passwordReset.target?.email ?? '' })}
        confirmLabel={t('users.resetConfirm')}
      />
    </>
  );
}
