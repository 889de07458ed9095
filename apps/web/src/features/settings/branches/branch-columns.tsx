import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import RestoreIcon from '@mui/icons-material/Restore';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { Branch } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { activeStatusColumn, orDash } from '../../../shared/lists/list-columns';
import { rowActions } from '../../../shared/row-actions';

export interface BranchActions {
  activeBranchId: string | undefined;
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: (branch: Branch) => void;
  onDeactivate: (branch: Branch) => void;
  onReactivate: (branch: Branch) => void;
  t: TFunction<'settings'>;
}

export function branchColumns(a: BranchActions): GridColDef<Branch>[] {
  const { t } = a;
  return [
    {
      field: 'name',
      headerName: t('branches.columns.name'),
      flex: 1.2,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
          <span>{row.name}</span>
          {row.id === a.activeBranchId && (
            <Chip label={t('branches.workingHere')} size="small" color="primary" variant="outlined" />
          )}
        </Box>
      ),
    },
    {
      field: 'code',
      headerName: t('branches.columns.code'),
      width: 100,
      valueFormatter: orDash,
    },
    {
      field: 'address',
      headerName: t('branches.columns.address'),
      flex: 1.5,
      minWidth: 200,
      valueFormatter: orDash,
    },
    {
      field: 'phone',
      headerName: t('branches.columns.phone'),
      width: 150,
      valueFormatter: orDash,
    },
    {
      ...activeStatusColumn<Branch>(t('common.status'), { width: 110 }),
      type: 'singleSelect',
      valueOptions: [
        { value: true, label: t('common.active') },
        { value: false, label: t('common.inactive') },
      ],
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: t('common.actions'),
      width: 100,
      getActions: ({ row }) =>
        rowActions([
          {
            key: 'edit',
            icon: <EditIcon />,
            label: t('common.editNamed', { name: row.name }),
            onClick: () => a.onEdit(row),
            shown: a.canUpdate,
          },
          {
            key: 'deactivate',
            icon: <BlockIcon />,
            label: t('common.deactivateNamed', { name: row.name }),
            onClick: () => a.onDeactivate(row),
            shown: row.isActive && a.canDelete,
          },
          {
            key: 'reactivate',
            icon: <RestoreIcon />,
            label: t('common.reactivateNamed', { name: row.name }),
            onClick: () => a.onReactivate(row),
            shown: !row.isActive && a.canUpdate,
          },
        ]),
    },
  ];
}
