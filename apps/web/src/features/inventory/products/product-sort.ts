import type { GridRowId, GridRowSelectionModel, GridSortModel } from '@mui/x-data-grid';
import { PRODUCT_SORTS } from '@tawi/contracts';

/** The API's `sort` for the grid's sort model: 'name', '-sellingPrice'; unknown columns: the default. */
export function productSortParam(model: GridSortModel, fallback = 'name'): string {
  const [first] = model;
  if (!first?.sort || !(PRODUCT_SORTS as readonly string[]).includes(first.field)) return fallback;
  return first.sort === 'desc' ? `-${first.field}` : first.field;
}

/** The ids a selection model picks out of the rows on screen (an 'exclude' model: all but those). */
export function selectedIds(model: GridRowSelectionModel, rows: readonly { id: string }[]): string[] {
  if (model.type === 'include') return [...model.ids].map(String);
  return rows.filter((r) => !model.ids.has(r.id as GridRowId)).map((r) => r.id);
}

export const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };
