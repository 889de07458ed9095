import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { GridColDef } from '@mui/x-data-grid';
import type { CustomerOption } from '@tawi/contracts';
import type { TFunction } from 'i18next';
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
  t: TFunction<'customers'>;
}

const orDash = (v: string | null) => v ?? EMPTY_DISPLAY;

export function customerColumns(a: CustomerActions): GridColDef<CustomerOption>[] {
  const { t } = a;
  return [
    {
      field: 'name',
      headerName: t('columns.name'),
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
    {
      field: 'contactName',
      headerName: t('columns.contact'),
      width: 150,
      sortable: false,
      valueFormatter: orDash,
    },
    { field: 'phone', headerName: t('columns.phone'), width: 140, sortable: false, valueFormatter: orDash },
    { field: 'kraPin', headerName: t('columns.kraPin'), width: 125, sortable: false, valueFormatter: orDash },
    {
      field: 'paymentTerms',
      headerName: t('columns.terms'),
      width: 130,
      sortable: false,
      valueFormatter: paymentTermLabel,
    },
    {
      field: 'balance',
      headerName: t('columns.balance'),
      type: 'number',
      width: 140,
      valueFormatter: (v: number) => formatKes(v),
    },
    {
      field: 'tier',
      headerName: t('columns.tier'),
      width: 110,
      sortable: false,
      renderCell: ({ row }) => <CustomerTierChip tier={row.tier} />,
    },
    {
      field: 'isActive',
      headerName: t('columns.status'),
      width: 100,
      sortable: false,
      renderCell: ({ row }) => <StatusCell status={row.isActive ? 'Active' : 'Inactive'} />,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: t('columns.actions'),
      width: 96,
      getActions: ({ row }) =>
        rowActions([
          {
            key: 'edit',
            icon: <EditIcon />,
            label: t('list.editNamed', { name: row.name }),
            onClick: () => a.onEdit(row),
            shown: a.canUpdate,
          },
          {
            key: 'delete',
            icon: <DeleteIcon />,
            label: t('list.deleteNamed', { name: row.name }),
            onClick: () => a.onDelete(row),
            shown: a.canDelete,
          },
        ]),
    },
  ];
}
