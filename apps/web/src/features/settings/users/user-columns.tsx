import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import LockResetIcon from '@mui/icons-material/LockReset';
import RestoreIcon from '@mui/icons-material/Restore';
import Avatar from '@mui/material/Avatar';
import type { GridColDef } from '@mui/x-data-grid';
import type { Role, User } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { initials } from '../../../shared/format';
import { actionsColumn, dateTimeColumn } from '../../../shared/lists/grid-columns';
import { activeStatusColumn } from '../../../shared/lists/list-columns';
import { NameWithLead, nameColumn } from '../../../shared/lists/name-column';
import type { RowAction } from '../../../shared/row-actions';

export interface UserColumnsInput {
  currentUserId: string;
  branchName: (id: string) => string;
  roleOf: (id: string) => Role | undefined;
  /** A role's name in the interface language (useRoleName). */
  roleName: (role: { key: string | null; name: string }) => string;
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: (user: User) => void;
  onDeactivate: (user: User) => void;
  onReactivate: (user: User) => void;
  /** Sends the user a password reset link (signing them out); offered for other active users. */
  onSendPasswordReset: (user: User) => void;
  t: TFunction<'settings'>;
}

/** Edit; for another active user a reset link and Deactivate; Reactivate for an inactive one. */
function userActions(row: User, c: UserColumnsInput): RowAction[] {
  const { t } = c;
  const self = row.id === c.currentUserId;
  const name = row.fullName;
  return [
    {
      key: 'edit',
      icon: <EditIcon />,
      label: t('common.editNamed', { name }),
      onClick: () => c.onEdit(row),
      shown: c.canUpdate,
    },
    {
      key: 'password-reset',
      icon: <LockResetIcon />,
      label: t('users.resetNamed', { name }),
      onClick: () => c.onSendPasswordReset(row),
      shown: row.isActive && c.canUpdate && !self,
    },
    {
      key: 'deactivate',
      icon: <BlockIcon />,
      label: t('common.deactivateNamed', { name }),
      onClick: () => c.onDeactivate(row),
      shown: row.isActive && c.canDelete && !self,
    },
    {
      key: 'reactivate',
      icon: <RestoreIcon />,
      label: t('common.reactivateNamed', { name }),
      onClick: () => c.onReactivate(row),
      shown: !row.isActive && c.canUpdate,
    },
  ];
}

const AVATAR_SX = {
  width: 32,
  height: 32,
  fontSize: 13,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
};

export function userColumns(c: UserColumnsInput): GridColDef<User>[] {
  const { t } = c;
  return [
    nameColumn<User>('fullName', t('users.columns.name'), { flex: 1.3, minWidth: 190 }, (row) => (
      <NameWithLead
        lead={<Avatar sx={AVATAR_SX}>{initials(row.fullName)}</Avatar>}
        name={row.id === c.currentUserId ? t('users.columns.you', { name: row.fullName }) : row.fullName}
        caption={row.email}
      />
    )),
    { field: 'email', headerName: t('users.columns.email'), flex: 1, minWidth: 200 },
    {
      field: 'roleName',
      headerName: t('users.columns.role'),
      width: 135,
      valueGetter: (_v, row) => c.roleName(c.roleOf(row.roleId) ?? { key: null, name: row.roleName }),
    },
    {
      field: 'branchIds',
      headerName: t('users.columns.branches'),
      flex: 1,
      minWidth: 150,
      sortable: false,
      valueGetter: (_value, row) =>
        c.roleOf(row.roleId)?.allBranches
          ? t('users.columns.allBranches')
          : row.branchIds.map(c.branchName).join(', '),
    },
    {
      field: 'branchId',
      headerName: t('users.columns.homeBranch'),
      width: 125,
      valueGetter: (_value, row) => c.branchName(row.branchId),
    },
    activeStatusColumn(t('common.status'), { width: 100 }),
    dateTimeColumn('lastLoginAt', t('users.columns.lastSignIn'), { width: 165 }),
    actionsColumn<User>(t('common.actions'), 140, (row) => userActions(row, c)),
  ];
}
