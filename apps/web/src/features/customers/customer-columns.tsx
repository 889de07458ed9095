import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { GridColDef } from '@mui/x-data-grid';
import type { CustomerOption } from '@tawi/contracts';
import { DocumentCell } from '../../shared/documents/document-cell';
import { paymentTermLabel } from '../../shared/documents/payment-labels';
import { StatusCell } from '../../shared/documents/status-cell';
import { EMPTY_DISPLAY, formatKes } from '../../shared/format';
import { rowActions } from '../../shared/row-actions';
import { CustomerTierChip } from './customer-tier-chip';
import { customerPaths } from './customers-paths';

export interface CustomerActions {
  canUpdate: boolean;
  canDelete: boolean;
  /** On a phone the contact and balance show under the name. */
  narrow: boolean;
  onEdit: (c: CustomerOption) => void;
  onDelete: (c: CustomerOption) => void;
}

const orDash = (v: string | null) => v ?? EMPTY_DISPLAY;

export function customerColumns(a: CustomerActions): GridColDef<CustomerOption>[] {
  return [
    {
      field: 'name',
      headerName: 'Name',
      flex: 1,
      minWidth: 150,
      renderCell: ({ row }) => (
        <DocumentCell
          number={row.name}
          to={customerPaths.customer(row.id)}
          caption={
            a.narrow ? [row.contactName, row.phone].filter(Boolean).join(' · ') || undefined : undefined
          }
        />
      ),
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
      field: 'tier',
      headerName: 'Tier',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => <CustomerTierChip tier={row.tier} />,
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
