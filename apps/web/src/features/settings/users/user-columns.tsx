import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import LockResetIcon from '@mui/icons-material/LockReset';
import RestoreIcon from '@mui/icons-material/Restore';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { Role, User } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { formatDateTime, initials } from '../../../shared/format';
import { activeStatusColumn } from '../../../shared/lists/list-columns';

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

export function userColumns(c: UserColumnsInput): GridColDef<User>[] {
  const { t } = c;
  return [
    {
      field: 'fullName',
      headerName: t('users.columns.name'),
      flex: 1.3,
      minWidth: 190,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: '100%', minWidth: 0 }}>
          <Avatar
            sx={{
              width: 32,
              height: 32,
              fontSize: 13,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            {initials(row.fullName)}
          </Avatar>
          <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
              {row.id === c.currentUserId ? t('users.columns.you', { name: row.fullName }) : row.fullName}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {row.email}
            </Typography>
          </Box>
        </Box>
      ),
    },
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
    {
      field: 'lastLoginAt',
      headerName: t('users.columns.lastSignIn'),
      width: 165,
      valueFormatter: (value: string | null) => formatDateTime(value),
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: t('common.actions'),
      width: 140,
      getActions: ({ row }) => {
        const self = row.id === c.currentUserId;
        return [
          ...(c.canUpdate
            ? [
                <GridActionsCellItem
                  key="edit"
                  icon={<EditIcon />}
                  label={t('common.editNamed', { name: row.fullName })}
                  onClick={() => c.onEdit(row)}
                />,
              ]
            : []),
          ...(row.isActive && c.canUpdate && !self
            ? [
                <GridActionsCellItem
                  key="password-reset"
                  icon={<LockResetIcon />}
                  label={t('users.resetNamed', { name: row.fullName })}
                  onClick={() => c.onSendPasswordReset(row)}
                />,
              ]
            : []),
          ...(row.isActive && c.canDelete && !self
            ? [
                <GridActionsCellItem
                  key="deactivate"
                  icon={<BlockIcon />}
                  label={t('common.deactivateNamed', { name: row.fullName })}
                  onClick={() => c.onDeactivate(row)}
                />,
              ]
            : []),
          ...(!row.isActive && c.canUpdate
            ? [
                <GridActionsCellItem
                  key="reactivate"
                  icon={<RestoreIcon />}
                  label={t('common.reactivateNamed', { name: row.fullName })}
                  onClick={() => c.onReactivate(row)}
                />,
              ]
            : []),
        ];
      },
    },
  ];
}
