import VisibilityIcon from '@mui/icons-material/Visibility';
import type { GridColDef } from '@mui/x-data-grid';
import type { Transfer } from '@tawi/contracts';
import type { TransferAction } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { actionsColumn, dateColumn, statusColumn } from '../../../shared/lists/grid-columns';
import { moneyColumn } from '../../../shared/lists/list-columns';
import { qtyColumn } from '../qty-columns';
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
    dateColumn('createdAt', t('transfers.columns.date'), { width: 120 }),
    { field: 'fromBranchName', headerName: t('transfers.columns.from'), flex: 1, minWidth: 120 },
    { field: 'toBranchName', headerName: t('transfers.columns.to'), flex: 1, minWidth: 120 },
    qtyColumn('totalQty', t('transfers.columns.units'), { width: 90 }),
    moneyColumn('totalValue', t('transfers.columns.value'), { width: 140 }),
    statusColumn(t('transfers.columns.status'), { width: 115 }),
    actionsColumn<Transfer>(t('transfers.columns.actions'), 150, (row) => [
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
  ];
}
