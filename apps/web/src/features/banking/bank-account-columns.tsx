import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { BankAccountOption } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { EMPTY_DISPLAY, formatKes } from '../../shared/format';
import { rowActions } from '../../shared/row-actions';
import { StatusChip } from '../../shared/status-chip';
import { type BankAccountKind, KIND_ICONS, kindLabel, kindOptions } from './bank-account-kinds';

export interface BankAccountActions {
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: (account: BankAccountOption) => void;
  onDelete: (account: BankAccountOption) => void;
  t: TFunction<'banking'>;
}

function NameCell({ row, t }: { row: BankAccountOption; t: TFunction<'banking'> }) {
  const Icon = KIND_ICONS[row.kind];
  const details = [row.bankName, row.accountNumber].filter(Boolean).join(' · ');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: '100%', minWidth: 0 }}>
      <Icon color="primary" fontSize="small" aria-hidden />
      <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {row.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {details || kindLabel(t, row.kind)}
        </Typography>
      </Box>
    </Box>
  );
}

export function bankAccountColumns(a: BankAccountActions): GridColDef<BankAccountOption>[] {
  const { t } = a;
  return [
    {
      field: 'name',
      headerName: t('columns.account'),
      flex: 1.4,
      minWidth: 200,
      renderCell: ({ row }) => <NameCell row={row} t={t} />,
    },
    {
      field: 'kind',
      headerName: t('columns.kind'),
      width: 130,
      type: 'singleSelect',
      valueOptions: kindOptions(t),
      valueFormatter: (v: BankAccountKind) => kindLabel(t, v),
    },
    {
      field: 'accountNumber',
      headerName: t('columns.accountNumber'),
      width: 160,
      valueFormatter: (v: string | null) => v ?? EMPTY_DISPLAY,
    },
    { field: 'accountCode', headerName: t('columns.ledgerCode'), width: 110 },
    {
      field: 'openingBalance',
      headerName: t('columns.openingBalance'),
      type: 'number',
      width: 160,
      valueFormatter: (v: number) => formatKes(v),
    },
    {
      field: 'balance',
      headerName: t('columns.balance'),
      type: 'number',
      width: 170,
      // a reader of banking always gets it; an account only picked for a form comes without
      valueFormatter: (v: number | undefined) => (v === undefined ? EMPTY_DISPLAY : formatKes(v)),
      cellClassName: 'balance-cell',
    },
    {
      field: 'isActive',
      headerName: t('columns.status'),
      width: 110,
      renderCell: ({ row }) => <StatusChip status={row.isActive ? 'Active' : 'Inactive'} />,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: t('columns.actions'),
      width: 100,
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
