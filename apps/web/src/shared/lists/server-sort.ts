import type { GridSortModel } from '@mui/x-data-grid';
import { sortParam } from '../documents/sort-param';

type GridSortItem = GridSortModel[number];

function sortText(item: GridSortItem | undefined): string {
  if (!item?.sort) return '';
  return item.sort === 'desc' ? `-${item.field}` : item.field;
}

/**
 * The list's `sort` parameter: the grid's sort (`field` or `-field`) when the server can sort by it,
 * else the default sort's, else ''.
 */
export function serverSortParam(
  model: GridSortModel,
  sortable: ReadonlySet<string>,
  defaultSort: GridSortItem | undefined,
): string {
  return sortParam(model, sortable) || sortText(defaultSort);
}

/** The grid's next sort model: with `alwaysSorted`, a sort cleared by a third click shows the default again. */
export function nextSortModel(
  model: GridSortModel,
  defaultSort: GridSortItem | undefined,
  alwaysSorted: boolean | undefined,
): GridSortModel {
  return alwaysSorted && defaultSort && model.length === 0 ? [defaultSort] : model;
}
