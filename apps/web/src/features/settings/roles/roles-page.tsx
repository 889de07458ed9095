import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import type { Role } from '@tawi/contracts';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { addAction } from '../../../shared/lists/add-action';
import { filteredEmptyTexts, searchTexts } from '../../../shared/lists/list-texts';
import { RecordTable } from '../../../shared/lists/record-table';
import { SearchToolbar } from '../../../shared/lists/search-toolbar';
import { searchedRows } from '../../../shared/lists/searched-rows';
import { PageHeader } from '../../../shared/page-header';
import { useRoleDescription, useRoleName } from '../../../shared/role-label';
import { useSession } from '../../../shared/session/session-context';
import { useConfirmAction } from '../../../shared/use-confirm-action';
import { useEditDialog } from '../../../shared/use-edit-dialog';
import { SettingsBreadcrumb } from '../settings-breadcrumb';
import { useSettingsText } from '../use-settings-text';
import { roleColumns } from './role-columns';
import { RoleDialog } from './role-dialog';
import { useDeleteRole, useRoles } from './roles-api';

export function RolesPage() {
  const { can } = useSession();
  const { t } = useSettingsText();
  const roles = useRoles();
  const roleName = useRoleName();
  const roleDescription = useRoleDescription();
  const remove = useConfirmAction<Role>(useDeleteRole(), {
    successMessage: (role) => t('roles.deleted', { name: role.name }),
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
        roleName,
        roleDescription,
        t,
      }),
    [canUpdate, can, open.openFor, remove.request, roleName, roleDescription, t],
  );
  const rows = useMemo(
    () => searchedRows(roles.data, search, (r) => [r.name, r.description]),
    [roles.data, search],
  );

  const openRole = open.current?.item;
  const readOnly = openRole ? openRole.builtIn || !canUpdate : false;

  return (
    <>
      <PageHeader
        title={t('roles.title')}
        description={t('roles.description')}
        breadcrumb={<SettingsBreadcrumb />}
        actions={addAction(can('settings:create'), t('roles.add'), open.openNew)}
      />
      <SearchToolbar value={search} onChange={setSearch} {...searchTexts((key) => t(`roles.${key}`))} />
      <RecordTable
        label={t('roles.tableLabel')}
        query={roles}
        rows={rows}
        columns={columns}
        {...filteredEmptyTexts(Boolean(search), (key) => t(`roles.${key}`))}
        emptyIcon={AdminPanelSettingsIcon}
        onOpen={open.openFor}
      />
      {open.current && <RoleDialog role={openRole} readOnly={readOnly} onClose={open.close} />}
      <ConfirmDialog
        {...remove.dialogProps}
        title={t('roles.deleteTitle', { name: remove.target?.name ?? '' })}
        message={t('roles.deleteMessage')}
        confirmLabel={t('roles.deleteConfirm')}
      />
    </>
  );
}
