import type { GridColDef } from '@mui/x-data-grid';
import type { StockMovement } from '@tawi/contracts';
import type { MovementKind } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { EMPTY_DISPLAY, formatDate } from '../../../shared/format';
import { moneyColumn } from '../../../shared/lists/list-columns';
import { formatQty, formatSignedQty } from '../inventory-format';

/** What a movement came from: its reason, its document, or both. */
function referenceOf(m: StockMovement): string {
  const parts = [m.sourceNumber, m.reason].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : EMPTY_DISPLAY;
}

export function movementColumns(t: TFunction<'inventory'>): GridColDef<StockMovement>[] {
  return [
    {
      field: 'date',
      headerName: t('product.movements.date'),
      width: 120,
      valueFormatter: (v: string) => formatDate(v),
    },
    { field: 'branchName', headerName: t('product.movements.branch'), width: 120 },
    {
      field: 'kind',
      headerName: t('product.movements.movement'),
      width: 125,
      valueFormatter: (v: MovementKind) => t(`movementKinds.${v}`, { defaultValue: v }),
    },
    {
      field: 'quantity',
      headerName: t('product.movements.quantity'),
      type: 'number',
      width: 90,
      valueFormatter: (v: number) => formatSignedQty(v),
    },
    moneyColumn('unitCost', t('product.movements.unitCost'), { width: 120 }),
    moneyColumn('value', t('product.movements.value'), { width: 125 }),
    {
      field: 'stockAfter',
      headerName: t('product.movements.stockAfter'),
      type: 'number',
      width: 100,
      valueFormatter: (v: number) => formatQty(v),
    },
    {
      field: 'reason',
      headerName: t('product.movements.reference'),
      flex: 1,
      minWidth: 150,
      valueGetter: (_v, row) => referenceOf(row),
    },
    {
      field: 'createdByName',
      headerName: t('product.movements.by'),
      width: 150,
      valueFormatter: (v: string | null) => v ?? EMPTY_DISPLAY,
    },
  ];
}
