import type { GridColDef } from '@mui/x-data-grid';
import type { StockMovement } from '@tawi/contracts';
import type { MovementKind } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { EMPTY_DISPLAY } from '../../../shared/format';
import { dateColumn, optionalTextColumn } from '../../../shared/lists/grid-columns';
import { moneyColumn } from '../../../shared/lists/list-columns';
import { formatSignedQty } from '../inventory-format';
import { qtyColumn } from '../qty-columns';

/** What a movement came from: its reason, its document, or both. */
function referenceOf(m: StockMovement): string {
  const parts = [m.sourceNumber, m.reason].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : EMPTY_DISPLAY;
}

export function movementColumns(t: TFunction<'inventory'>): GridColDef<StockMovement>[] {
  return [
    dateColumn('date', t('product.movements.date'), { width: 120 }),
    { field: 'branchName', headerName: t('product.movements.branch'), width: 120 },
    {
      field: 'kind',
      headerName: t('product.movements.movement'),
      width: 125,
      valueFormatter: (v: MovementKind) => t(`movementKinds.${v}`, { defaultValue: v }),
    },
    qtyColumn('quantity', t('product.movements.quantity'), { width: 90 }, formatSignedQty),
    moneyColumn('unitCost', t('product.movements.unitCost'), { width: 120 }),
    moneyColumn('value', t('product.movements.value'), { width: 125 }),
    qtyColumn('stockAfter', t('product.movements.stockAfter'), { width: 100 }),
    {
      field: 'reason',
      headerName: t('product.movements.reference'),
      flex: 1,
      minWidth: 150,
      valueGetter: (_v, row) => referenceOf(row),
    },
    optionalTextColumn('createdByName', t('product.movements.by'), { width: 150 }),
  ];
}
