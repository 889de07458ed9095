import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import type { Transfer } from '@tawi/contracts';
import type { TransferAction } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { formatDate, formatKes } from '../../../shared/format';
import { rowActions } from '../../../shared/row-actions';
import { StatusChip } from '../../../shared/status-chip';
import { formatQty } from '../inventory-format';
import { ACTION_ICONS } from './transfer-action-icons';
import { type TransferAbilities, transferActions } from './transfer-actions';

export interface TransferColumnActions extends TransferAbilities {
  onView: (transfer: Transfer) => void;
  onAction: (transfer: Transfer, action: TransferAction) => void;
  t: TFunction<'inventory'>;
}

export function transferColumns(a: TransferColumnActions): GridColDef<Transfer>[] {
  const { t } = a;
  return [
    { field: 'transferNumber', headerName: t('transfers.columns.number'), width: 110 },
    {
      field: 'createdAt',
      headerName: t('transfers.columns.date'),
      width: 120,
      valueFormatter: (v: string) => formatDate(v),
    },
    { field: 'fromBranchName', headerName: t('transfers.columns.from'), flex: 1, minWidth: 120 },
    { field: 'toBranchName', headerName: t('transfers.columns.to'), flex: 1, minWidth: 120 },
    {
      field: 'totalQty',
      headerName: t('transfers.columns.units'),
      type: 'number',
      width: 90,
      valueFormatter: (v: number) => formatQty(v),
    },
    {
      field: 'totalValue',
      headerName: t('transfers.columns.value'),
      type: 'number',
      width: 140,
      valueFormatter: (v: number | null) => formatKes(v),
    },
    {
      field: 'status',
      headerName: t('transfers.columns.status'),
      width: 115,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
          <StatusChip status={row.status} />
        </Box>
      ),
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: t('transfers.columns.actions'),
      width: 150,
      getActions: ({ row }) =>
        rowActions([
          {
            key: 'view',
            icon: <VisibilityIcon />,
            label: t('transfers.columns.viewNamed', { number: row.transferNumber }),
            onClick: () => a.onView(row),
            shown: true,
          },
          ...transferActions(row, a).map((action) => ({
            key: action,
            icon: ACTION_ICONS[action],
            label: t(`transferActions.${action}.named`, { number: row.transferNumber }),
            onClick: () => a.onAction(row, action),
            shown: true,
          })),
        ]),
    },
  ];
}
