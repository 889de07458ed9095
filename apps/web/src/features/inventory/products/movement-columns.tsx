import type { GridColDef } from '@mui/x-data-grid';
import type { StockMovement } from '@tawi/contracts';
import { MOVEMENT_KIND_LABELS, type MovementKind } from '@tawi/domain';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../../shared/format';
import { formatQty, formatSignedQty } from '../inventory-format';

/** What a movement came from: its reason, its document, or both. */
function referenceOf(m: StockMovement): string {
  const parts = [m.sourceNumber, m.reason].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : EMPTY_DISPLAY;
}

export function movementColumns(): GridColDef<StockMovement>[] {
  return [
    { field: 'date', headerName: 'Date', width: 120, valueFormatter: (v: string) => formatDate(v) },
    { field: 'branchName', headerName: 'Branch', width: 120 },
    {
      field: 'kind',
      headerName: 'Movement',
      width: 125,
      valueFormatter: (v: MovementKind) => MOVEMENT_KIND_LABELS[v] ?? v,
    },
    {
      field: 'quantity',
      headerName: 'Quantity',
      type: 'number',
      width: 90,
      valueFormatter: (v: number) => formatSignedQty(v),
    },
    {
      field: 'unitCost',
      headerName: 'Unit cost',
      type: 'number',
      width: 120,
      valueFormatter: (v: number) => formatKes(v),
    },
    {
      field: 'value',
      headerName: 'Value',
      type: 'number',
      width: 125,
      valueFormatter: (v: number) => formatKes(v),
    },
    {
      field: 'stockAfter',
      headerName: 'Stock after',
      type: 'number',
      width: 100,
      valueFormatter: (v: number) => formatQty(v),
    },
    {
      field: 'reason',
      headerName: 'Reference',
      flex: 1,
      minWidth: 150,
      valueGetter: (_v, row) => referenceOf(row),
    },
    {
      field: 'createdByName',
      headerName: 'By',
      width: 150,
      valueFormatter: (v: string | null) => v ?? EMPTY_DISPLAY,
    },
  ];
}
