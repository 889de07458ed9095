import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { Role } from '@tawi/contracts';
import { ALL_PERMISSIONS } from '@tawi/domain';
import { EMPTY_DISPLAY } from '../../../shared/format';

export interface RoleColumnsInput {
  canUpdate: boolean;
  canDelete: boolean;
  onOpen: (role: Role) => void;
  onDelete: (role: Role) => void;
}

export function roleColumns(c: RoleColumnsInput): GridColDef<Role>[] {
  return [
    {
      field: 'name',
      headerName: 'Role',
      flex: 1,
      minWidth: 190,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
          <span>{row.name}</span>
          {row.builtIn && <Chip label="Built-in" size="small" variant="outlined" />}
        </Box>
      ),
    },
    {
      field: 'description',
      headerName: 'Description',
      flex: 2,
      minWidth: 240,
      valueFormatter: (v: string | null) => v ?? EMPTY_DISPLAY,
    },
    {
      field: 'permissions',
      headerName: 'Permissions',
      width: 130,
      type: 'number',
      valueGetter: (_v, row) => row.permissions.length,
      valueFormatter: (n: number) => `${n} of ${ALL_PERMISSIONS.length}`,
    },
    {
      field: 'allBranches',
      headerName: 'Branches',
      width: 130,
      valueFormatter: (v: boolean) => (v ? 'All' : 'Assigned'),
    },
    { field: 'userCount', headerName: 'Users', width: 90, type: 'number' },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 100,
      getActions: ({ row }) => {
        const editable = !row.builtIn && c.canUpdate;
        return [
          <GridActionsCellItem
            key="open"
            icon={editable ? <EditIcon /> : <VisibilityIcon />}
            label={`${editable ? 'Edit' : 'View'} ${row.name}`}
            onClick={() => c.onOpen(row)}
          />,
          ...(!row.builtIn && c.canDelete
            ? [
                <GridActionsCellItem
                  key="delete"
                  icon={<DeleteIcon />}
                  label={`Delete ${row.name}`}
                  onClick={() => c.onDelete(row)}
                />,
              ]
            : []),
        ];
      },
    },
  ];
}
