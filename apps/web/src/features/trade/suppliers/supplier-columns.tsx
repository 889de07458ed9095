import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { SupplierOption } from '@tawi/contracts';
import type { TFunction } from 'i18next';
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
  t: TFunction<'trade'>;
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
  const { t } = a;
  return [
    {
      field: 'name',
      headerName: t('suppliers.columns.name'),
      flex: 1,
      minWidth: 150,
      renderCell: ({ row }) => <NameCell row={row} narrow={a.narrow} />,
    },
    {
      field: 'contactName',
      headerName: t('suppliers.columns.contact'),
      width: 150,
      sortable: false,
      valueFormatter: orDash,
    },
    {
      field: 'phone',
      headerName: t('suppliers.columns.phone'),
      width: 140,
      sortable: false,
      valueFormatter: orDash,
    },
    {
      field: 'kraPin',
      headerName: t('suppliers.columns.kraPin'),
      width: 125,
      sortable: false,
      valueFormatter: orDash,
    },
    {
      field: 'paymentTerms',
      headerName: t('suppliers.columns.terms'),
      width: 130,
      sortable: false,
      valueFormatter: paymentTermLabel,
    },
    {
      field: 'balance',
      headerName: t('suppliers.columns.balance'),
      type: 'number',
      width: 140,
      valueFormatter: (v: number) => formatKes(v),
    },
    {
      field: 'isActive',
      headerName: t('common.status'),
      width: 100,
      sortable: false,
      renderCell: ({ row }) => <StatusCell status={row.isActive ? 'Active' : 'Inactive'} />,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: t('common.actions'),
      width: 96,
      getActions: ({ row }) =>
        rowActions([
          {
            key: 'edit',
            icon: <EditIcon />,
            label: t('suppliers.list.editNamed', { name: row.name }),
            onClick: () => a.onEdit(row),
            shown: a.canUpdate,
          },
          {
            key: 'delete',
            icon: <DeleteIcon />,
            label: t('suppliers.list.deleteNamed', { name: row.name }),
            onClick: () => a.onDelete(row),
            shown: a.canDelete,
          },
        ]),
    },
  ];
}
