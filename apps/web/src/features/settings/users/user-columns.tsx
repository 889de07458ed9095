import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import LockResetIcon from '@mui/icons-material/LockReset';
import RestoreIcon from '@mui/icons-material/Restore';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { Role, User } from '@tawi/contracts';
import { formatDateTime, initials } from '../../../shared/format';
import { StatusChip } from '../../../shared/status-chip';

export interface UserColumnsInput {
  currentUserId: string;
  branchName: (id: string) => string;
  roleOf: (id: string) => Role | undefined;
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: (user: User) => void;
  onDeactivate: (user: User) => void;
  onReactivate: (user: User) => void;
  /** Sends the user a password reset link (signing them out); offered for other active users. */
  onSendPasswordReset: (user: User) => void;
}

export function userColumns(c: UserColumnsInput): GridColDef<User>[] {
  return [
    {
      field: 'fullName',
      headerName: 'Name',
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
              {row.fullName}
              {row.id === c.currentUserId ? ' (you)' : ''}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {row.email}
            </Typography>
          </Box>
        </Box>
      ),
    },
    { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
    { field: 'roleName', headerName: 'Role', width: 135 },
    {
      field: 'branchIds',
      headerName: 'Branches',
      flex: 1,
      minWidth: 150,
      sortable: false,
      valueGetter: (_value, row) =>
        c.roleOf(row.roleId)?.allBranches ? 'All branches' : row.branchIds.map(c.branchName).join(', '),
    },
    {
      field: 'branchId',
      headerName: 'Home branch',
      width: 125,
      valueGetter: (_value, row) => c.branchName(row.branchId),
    },
    {
      field: 'isActive',
      headerName: 'Status',
      width: 100,
      renderCell: ({ row }) => <StatusChip status={row.isActive ? 'Active' : 'Inactive'} />,
    },
    {
      field: 'lastLoginAt',
      headerName: 'Last sign-in',
      width: 165,
      valueFormatter: (value: string | null) => formatDateTime(value),
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 140,
      getActions: ({ row }) => {
        const self = row.id === c.currentUserId;
        return [
          ...(c.canUpdate
            ? [
                <GridActionsCellItem
                  key="edit"
                  icon={<EditIcon />}
                  label={`Edit ${row.fullName}`}
                  onClick={() => c.onEdit(row)}
                />,
              ]
            : []),
          ...(row.isActive && c.canUpdate && !self
            ? [
                <GridActionsCellItem
                  key="password-reset"
                  icon={<LockResetIcon />}
                  label={`Send password reset to ${row.fullName}`}
                  onClick={() => c.onSendPasswordReset(row)}
                />,
              ]
            : []),
          ...(row.isActive && c.canDelete && !self
            ? [
                <GridActionsCellItem
                  key="deactivate"
                  icon={<BlockIcon />}
                  label={`Deactivate ${row.fullName}`}
                  onClick={() => c.onDeactivate(row)}
                />,
              ]
            : []),
          ...(!row.isActive && c.canUpdate
            ? [
                <GridActionsCellItem
                  key="reactivate"
                  icon={<RestoreIcon />}
                  label={`Reactivate ${row.fullName}`}
                  onClick={() => c.onReactivate(row)}
                />,
              ]
            : []),
        ];
      },
    },
  ];
}
