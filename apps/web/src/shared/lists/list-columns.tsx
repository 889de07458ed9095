import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { StatusCell } from '../documents/status-cell';
import { formatKes } from '../format';
import { StatusChip } from '../status-chip';
import { actionsColumn, type ColumnExtras } from './grid-columns';

/** An amount in shillings, on the right. */
export function moneyColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  extras: ColumnExtras<R>,
): GridColDef<R> {
  return { field, headerName, type: 'number', valueFormatter: (v: number) => formatKes(v), ...extras };
}

/** Active or Inactive as a status chip; `centred` stands it in the middle of a taller row. */
export function activeStatusColumn<R extends GridValidRowModel & { isActive: boolean }>(
  headerName: string,
  extras: ColumnExtras<R> & { centred?: boolean },
): GridColDef<R> {
  const { centred, ...rest } = extras;
  const Chip = centred ? StatusCell : StatusChip;
  return {
    field: 'isActive',
    headerName,
    renderCell: ({ row }) => <Chip status={row.isActive ? 'Active' : 'Inactive'} />,
    ...rest,
  };
}

export interface EditDeleteActions<R> {
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: (row: R) => void;
  onDelete: (row: R) => void;
}

/**
 * A row's Edit and Delete buttons, each shown to those allowed; labels e.g. "Edit Nairobi". `deletable`
 * leaves Delete out on rows that cannot go (a system account).
 */
export function editDeleteColumn<R extends GridValidRowModel>(
  a: EditDeleteActions<R>,
  header: string,
  width: number,
  label: (key: 'editNamed' | 'deleteNamed', row: R) => string,
  deletable: (row: R) => boolean = () => true,
): GridColDef<R> {
  return actionsColumn(header, width, (row) => [
    {
      key: 'edit',
      icon: <EditIcon />,
      label: label('editNamed', row),
      onClick: () => a.onEdit(row),
      shown: a.canUpdate,
    },
    {
      key: 'delete',
      icon: <DeleteIcon />,
      label: label('deleteNamed', row),
      onClick: () => a.onDelete(row),
      shown: a.canDelete && deletable(row),
    },
  ]);
}

/** A name in bold with a smaller line under it (number, e-mail, bank, …), centred in its row. */
export function NameWithCaption({ name, caption }: { name: ReactNode; caption: ReactNode }) {
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', minWidth: 0 }}
    >
      <Typography variant="body2" noWrap sx={{ fontWeight: 500, lineHeight: 1.3 }}>
        {name}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap component="p">
        {caption}
      </Typography>
    </Box>
  );
}
