import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import RestoreIcon from '@mui/icons-material/Restore';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { Branch } from '@tawi/contracts';
import { EMPTY_DISPLAY } from '../../../shared/format';
import { rowActions } from '../../../shared/row-actions';
import { StatusChip } from '../../../shared/status-chip';

export interface BranchActions {
  activeBranchId: string | undefined;
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: (branch: Branch) => void;
  onDeactivate: (branch: Branch) => void;
  onReactivate: (branch: Branch) => void;
}

export function branchColumns(a: BranchActions): GridColDef<Branch>[] {
  return [
    {
      field: 'name',
      headerName: 'Name',
      flex: 1.2,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
          <span>{row.name}</span>
          {row.id === a.activeBranchId && (
            <Chip label="Working here" size="small" color="primary" variant="outlined" />
          )}
        </Box>
      ),
    },
    {
      field: 'code',
      headerName: 'Code',
      width: 100,
      valueFormatter: (v: string | null) => v ?? EMPTY_DISPLAY,
    },
    {
      field: 'address',
      headerName: 'Address',
      flex: 1.5,
      minWidth: 200,
      valueFormatter: (v: string | null) => v ?? EMPTY_DISPLAY,
    },
    {
      field: 'phone',
      headerName: 'Phone',
      width: 150,
      valueFormatter: (v: string | null) => v ?? EMPTY_DISPLAY,
    },
    {
      field: 'isActive',
      headerName: 'Status',
      width: 110,
      type: 'singleSelect',
      valueOptions: [
        { value: true, label: 'Active' },
        { value: false, label: 'Inactive' },
      ],
      renderCell: ({ row }) => <StatusChip status={row.isActive ? 'Active' : 'Inactive'} />,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 100,
      getActions: ({ row }) =>
        rowActions([
          {
            key: 'edit',
            icon: <EditIcon />,
            label: `Edit ${row.name}`,
            onClick: () => a.onEdit(row),
            shown: a.canUpdate,
          },
          {
            key: 'deactivate',
            icon: <BlockIcon />,
            label: `Deactivate ${row.name}`,
            onClick: () => a.onDeactivate(row),
            shown: row.isActive && a.canDelete,
          },
          {
            key: 'reactivate',
            icon: <RestoreIcon />,
            label: `Reactivate ${row.name}`,
            onClick: () => a.onReactivate(row),
            shown: !row.isActive && a.canUpdate,
          },
        ]),
    },
  ];
}
