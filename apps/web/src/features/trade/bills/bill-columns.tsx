import BlockIcon from '@mui/icons-material/Block';
import type { GridColDef } from '@mui/x-data-grid';
import type { Bill } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { DocumentCell } from '../../../shared/documents/document-cell';
import { StatusCell } from '../../../shared/documents/status-cell';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../../shared/format';
import { rowActions } from '../../../shared/row-actions';
import { tradePaths } from '../trade-format';

export interface BillActions {
  /** trade:approve: voids a bill nothing has been paid on. */
  canVoid: boolean;
  /** On a phone the supplier and due date show under the number. */
  narrow: boolean;
  onVoid: (bill: Bill) => void;
  t: TFunction<'trade'>;
}

export const canVoidBill = (b: Bill) => b.status !== 'Void' && b.paidAmount === 0;

const money = (v: number) => formatKes(v);

export function billColumns(a: BillActions): GridColDef<Bill>[] {
  const { t } = a;
  return [
    {
      field: 'billId',
      headerName: t('bills.columns.bill'),
      width: 115,
      flex: a.narrow ? 1 : undefined,
      renderCell: ({ row }) => (
        <DocumentCell
          to={tradePaths.bill(row.id)}
          number={row.billId}
          caption={a.narrow ? `${row.supplierName} · ${formatKes(row.outstanding)}` : undefined}
        />
      ),
    },
    { field: 'supplierName', headerName: t('common.supplier'), flex: 1, minWidth: 150 },
    {
      field: 'date',
      headerName: t('common.date'),
      width: 115,
      valueFormatter: (v: string) => formatDate(v),
    },
    {
      field: 'dueDate',
      headerName: t('bills.columns.due'),
      width: 115,
      valueFormatter: (v: string) => formatDate(v),
    },
    {
      field: 'purchaseId',
      headerName: t('bills.columns.order'),
      width: 105,
      valueFormatter: (v: string | null) => v ?? EMPTY_DISPLAY,
    },
    {
      field: 'totalAmount',
      headerName: t('common.total'),
      type: 'number',
      width: 135,
      valueFormatter: money,
    },
    {
      field: 'outstanding',
      headerName: t('bills.columns.outstanding'),
      type: 'number',
      width: 135,
      valueFormatter: money,
    },
    {
      field: 'status',
      headerName: t('common.status'),
      width: 130,
      renderCell: ({ row }) => <StatusCell status={row.status} />,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: t('common.actions'),
      width: 80,
      getActions: ({ row }) =>
        rowActions([
          {
            key: 'void',
            icon: <BlockIcon />,
            label: t('bills.columns.voidNamed', { number: row.billId }),
            onClick: () => a.onVoid(row),
            shown: a.canVoid && canVoidBill(row),
          },
        ]),
    },
  ];
}
