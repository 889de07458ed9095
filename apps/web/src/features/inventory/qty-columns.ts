import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ColumnExtras } from '../../shared/lists/grid-columns';
import { formatQty } from './inventory-format';

/** A quantity of stock on the right, e.g. "1,250" or, with `format` = formatSignedQty, "+12". */
export function qtyColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  extras: ColumnExtras<R>,
  format: (n: number) => string = formatQty,
): GridColDef<R> {
  return { field, headerName, type: 'number', valueFormatter: (v: number) => format(v), ...extras };
}
