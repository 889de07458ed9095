import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { SupplierOption } from '@tawi/contracts';
import { Link as RouterLink } from 'react-router';
import { paymentTermLabel } from '../../../shared/documents/payment-labels';
import { StatusCell } from '../../../shared/documents/status-cell';
import { EMPTY_DISPLAY, formatKes } from '../../../shared/format';
import { rowActions } from '../../../shared/row-actions';
import { tradePaths } from '../trade-format';

export interface SupplierActions {
  canUpdate: boolean;
  canDelete: boolean;
  /** On a phone the contact shows under the name instead of in columns. */
  narrow: boolean;
  onEdit: (supplier: SupplierOption) => void;
  onDelete: (supplier: SupplierOption) => void;
}

function NameCell({ row, narrow }: { row: SupplierOption; narrow: boolean }) {
  const contact = [row.contactName, row.phone].filter(Boolean).join(' · ');
  return (
    <Box
      sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%' }}
    >
      <Link
        component={RouterLink}
        to={tradePaths.supplier(row.id)}
        underline="hover"
        noWrap
        sx={{ fontWeight: 500 }}
      >
        {row.name}
      </Link>
      {narrow && contact && (
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {contact}
        </Typography>
      )}
    </Box>
  );
}

const orDash = (v: string | null) => v ?? EMPTY_DISPLAY;

export function supplierColumns(a: SupplierActions): GridColDef<SupplierOption>[] {
  return [
    {
      field: 'name',
      headerName: 'Name',
      flex: 1,
      minWidth: 150,
      renderCell: ({ row }) => <NameCell row={row} narrow={a.narrow} />,
    },
    { field: 'contactName', headerName: 'Contact', width: 150, sortable: false, valueFormatter: orDash },
    { field: 'phone', headerName: 'Phone', width: 140, sortable: false, valueFormatter: orDash },
    { field: 'kraPin', headerName: 'KRA PIN', width: 125, sortable: false, valueFormatter: orDash },
    {
      field: 'paymentTerms',
      headerName: 'Terms',
      width: 130,
      sortable: false,
      valueFormatter: paymentTermLabel,
    },
    {
      field: 'balance',
      headerName: 'Balance',
      type: 'number',
      width: 140,
      valueFormatter: (v: number) => formatKes(v),
    },
    {
      field: 'isActive',
      headerName: 'Status',
      width: 100,
      sortable: false,
      renderCell: ({ row }) => <StatusCell status={row.isActive ? 'Active' : 'Inactive'} />,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 96,
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
            shown: a.canDelete,
          },
        ]),
    },
  ];
}
