import BlockIcon from '@mui/icons-material/Block';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { BankTransfer } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { formatDate } from '../../shared/format';
import { actionsColumn, dateColumn, optionalTextColumn, statusColumn } from '../../shared/lists/grid-columns';
import { moneyColumn } from '../../shared/lists/list-columns';
import { StatusChip } from '../../shared/status-chip';

/** A phone shows the number, amount and Void; a desk below lg leaves out the date and reference columns. */
export type TransferTableSize = 'phone' | 'desk' | 'wide';

export interface BankTransferActions {
  canVoid: boolean;
  onVoid: (transfer: BankTransfer) => void;
  t: TFunction<'banking'>;
}

/** What the hidden columns would have said, in lines under the number. */
function captionsOf(t: BankTransfer, size: TransferTableSize): string[] {
  if (size === 'phone') return [`${t.fromAccountName} → ${t.toAccountName}`, formatDate(t.date)];
  if (size === 'desk') return [formatDate(t.date), t.reference ?? ''].filter(Boolean);
  return [];
}

/** The number (with its status on a phone, where the status column is hidden) and its captions. */
function NumberCell({ row, size }: { row: BankTransfer; size: TransferTableSize }) {
  return (
    <Box
      sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {row.transferNumber}
        </Typography>
        {size === 'phone' && <StatusChip status={row.status} />}
      </Box>
      {captionsOf(row, size).map((line) => (
        <Typography key={line} variant="caption" color="text.secondary" noWrap component="p">
          {line}
        </Typography>
      ))}
    </Box>
  );
}

export function bankTransferColumns(
  size: TransferTableSize,
  a: BankTransferActions,
): GridColDef<BankTransfer>[] {
  const phone = size === 'phone';
  const { t } = a;
  return [
    {
      field: 'transferNumber',
      headerName: t('transfers.number'),
      width: 100,
      minWidth: size === 'wide' ? 100 : 130,
      flex: size === 'wide' ? undefined : 1,
      renderCell: ({ row }) => <NumberCell row={row} size={size} />,
    },
    dateColumn('date', t('transfers.date'), { width: 115 }),
    { field: 'fromAccountName', headerName: t('transfers.from'), flex: 1, minWidth: 110 },
    { field: 'toAccountName', headerName: t('transfers.to'), flex: 1, minWidth: 110 },
    moneyColumn('amount', t('transfers.amount'), { width: phone ? 115 : 125 }),
    optionalTextColumn('reference', t('transfers.reference'), { width: 120 }),
    statusColumn(t('transfers.status'), { width: 110, cell: StatusChip }),
    actionsColumn<BankTransfer>(phone ? '' : t('transfers.actions'), phone ? 48 : 90, (row) => [
      {
        key: 'void',
        icon: <BlockIcon />,
        label: t('transfers.voidNamed', { number: row.transferNumber }),
        onClick: () => a.onVoid(row),
        shown: a.canVoid && row.status === 'Completed',
      },
    ]),
  ];
}

/** Below lg a row holds the number and two lines of captions. */
export const transferRowHeight = (size: TransferTableSize) => ({ phone: 76, desk: 72, wide: 52 })[size];

/** The columns a table of this size hides. */
export function transferColumnVisibility(size: TransferTableSize) {
  const wide = size === 'wide';
  const phone = size === 'phone';
  return {
    date: wide,
    reference: wide,
    fromAccountName: !phone,
    toAccountName: !phone,
    status: !phone,
  };
}
