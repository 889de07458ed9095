import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { AccountOption } from '@tawi/contracts';
import type { AccountType } from '@tawi/domain';
import { EMPTY_DISPLAY, formatKes } from '../../../shared/format';
import { rowActions } from '../../../shared/row-actions';
import { ACCOUNT_TYPE_LABELS, ACCOUNT_TYPE_OPTIONS, subtypeLabel } from './account-types';

export interface AccountActions {
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: (account: AccountOption) => void;
  onDelete: (account: AccountOption) => void;
}

function NameCell({ row }: { row: AccountOption }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%', minWidth: 0 }}>
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {row.name}
      </Box>
      {row.systemKey && (
        <Tooltip title="Used by the posting rules: it cannot be deleted or retyped">
          <Chip
            icon={<LockIcon />}
            label="System"
            size="small"
            variant="outlined"
            sx={{
              flexShrink: 0,
              // on a phone only the lock shows, leaving the room to the name
              '& .MuiChip-label': { display: { xs: 'none', md: 'block' } },
              '& .MuiChip-icon': { mr: { xs: '5px', md: '-6px' } },
            }}
          />
        </Tooltip>
      )}
      {!row.isActive && <Chip label="Inactive" size="small" />}
    </Box>
  );
}

export function accountColumns(a: AccountActions): GridColDef<AccountOption>[] {
  return [
    { field: 'code', headerName: 'Code', width: 86 },
    { field: 'name', headerName: 'Name', flex: 1.5, minWidth: 130, renderCell: NameCell },
    {
      field: 'type',
      headerName: 'Type',
      width: 110,
      type: 'singleSelect',
      valueOptions: ACCOUNT_TYPE_OPTIONS,
      valueFormatter: (v: AccountType) => ACCOUNT_TYPE_LABELS[v],
    },
    {
      field: 'subtype',
      headerName: 'Subtype',
      flex: 0.8,
      minWidth: 130,
      valueFormatter: (v: string | null) => subtypeLabel(v) ?? EMPTY_DISPLAY,
    },
    {
      field: 'balance',
      headerName: 'Balance',
      type: 'number',
      width: 140,
      valueFormatter: (v: number | undefined) => (v === undefined ? EMPTY_DISPLAY : formatKes(v)),
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
            key: 'delete',
            icon: <DeleteIcon />,
            label: `Delete ${row.name}`,
            onClick: () => a.onDelete(row),
            shown: a.canDelete && !row.systemKey,
          },
        ]),
    },
  ];
}
