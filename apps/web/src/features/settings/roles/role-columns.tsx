import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { Role } from '@tawi/contracts';
import { ALL_PERMISSIONS } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { EMPTY_DISPLAY } from '../../../shared/format';
import { actionsColumn } from '../../../shared/lists/grid-columns';
import { NameWithChip, nameColumn } from '../../../shared/lists/name-column';

export interface RoleColumnsInput {
  canUpdate: boolean;
  canDelete: boolean;
  onOpen: (role: Role) => void;
  onDelete: (role: Role) => void;
  /** A role's name and description in the interface language (useRoleName, useRoleDescription). */
  roleName: (role: Role) => string;
  roleDescription: (role: Role) => string | null;
  t: TFunction<'settings'>;
}

export function roleColumns(c: RoleColumnsInput): GridColDef<Role>[] {
  const { t } = c;
  return [
    nameColumn<Role>('name', t('roles.columns.role'), { flex: 1, minWidth: 190 }, (row) => (
      <NameWithChip
        name={c.roleName(row)}
        chip={row.builtIn && <Chip label={t('roles.columns.builtIn')} size="small" variant="outlined" />}
      />
    )),
    {
      field: 'description',
      headerName: t('roles.columns.description'),
      flex: 2,
      minWidth: 240,
      valueGetter: (_v, row) => c.roleDescription(row),
      valueFormatter: (v: string | null) => v ?? EMPTY_DISPLAY,
    },
    {
      field: 'permissions',
      headerName: t('roles.columns.permissions'),
      width: 130,
      type: 'number',
      valueGetter: (_v, row) => row.permissions.length,
      valueFormatter: (n: number) =>
        t('roles.columns.permissionCount', { count: n, total: ALL_PERMISSIONS.length }),
    },
    {
      field: 'allBranches',
      headerName: t('roles.columns.branches'),
      width: 130,
      valueFormatter: (v: boolean) =>
        v ? t('roles.columns.allBranches') : t('roles.columns.assignedBranches'),
    },
    { field: 'userCount', headerName: t('roles.columns.users'), width: 90, type: 'number' },
    actionsColumn<Role>(t('common.actions'), 100, (row) => {
      const editable = !row.builtIn && c.canUpdate;
      return [
        {
          key: 'open',
          icon: editable ? <EditIcon /> : <VisibilityIcon />,
          label: t(editable ? 'common.editNamed' : 'roles.columns.viewNamed', { name: row.name }),
          onClick: () => c.onOpen(row),
          shown: true,
        },
        {
          key: 'delete',
          icon: <DeleteIcon />,
          label: t('common.deleteNamed', { name: row.name }),
          onClick: () => c.onDelete(row),
          shown: !row.builtIn && c.canDelete,
        },
      ];
    }),
  ];
}
