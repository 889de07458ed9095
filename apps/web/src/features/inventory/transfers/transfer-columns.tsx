import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import type { Transfer } from '@tawi/contracts';
import type { TransferAction } from '@tawi/domain';
import { formatDate, formatKes } from '../../../shared/format';
import { rowActions } from '../../../shared/row-actions';
import { StatusChip } from '../../../shared/status-chip';
import { formatQty } from '../inventory-format';
import { ACTION_ICONS } from './transfer-action-icons';
import { ACTION_LABELS, type TransferAbilities, transferActions } from './transfer-actions';

export interface TransferColumnActions extends TransferAbilities {
  onView: (transfer: Transfer) => void;
  onAction: (transfer: Transfer, action: TransferAction) => void;
}

export function transferColumns(a: TransferColumnActions): GridColDef<Transfer>[] {
  return [
    { field: 'transferNumber', headerName: 'Number', width: 110 },
    { field: 'createdAt', headerName: 'Date', width: 120, valueFormatter: (v: string) => formatDate(v) },
    { field: 'fromBranchName', headerName: 'From', flex: 1, minWidth: 120 },
    { field: 'toBranchName', headerName: 'To', flex: 1, minWidth: 120 },
    {
      field: 'totalQty',
      headerName: 'Units',
      type: 'number',
      width: 90,
      valueFormatter: (v: number) => formatQty(v),
    },
    {
      field: 'totalValue',
      headerName: 'Value',
      type: 'number',
      width: 140,
      valueFormatter: (v: number | null) => formatKes(v),
    },
    {
      field: 'status',
      headerName: 'Status',
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
      headerName: 'Actions',
      width: 150,
      getActions: ({ row }) =>
        rowActions([
          {
            key: 'view',
            icon: <VisibilityIcon />,
            label: `View ${row.transferNumber}`,
            onClick: () => a.onView(row),
            shown: true,
          },
          ...transferActions(row, a).map((action) => ({
            key: action,
            icon: ACTION_ICONS[action],
            label: `${ACTION_LABELS[action]} ${row.transferNumber}`,
            onClick: () => a.onAction(row, action),
            shown: true,
          })),
        ]),
    },
  ];
}
