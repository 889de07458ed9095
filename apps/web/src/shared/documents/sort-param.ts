import type { GridSortModel } from '@mui/x-data-grid';

/** The grid's sort as a list's `sort` parameter: `field` or `-field`; none, or a field the server cannot sort by: ''. */
export function sortParam(model: GridSortModel, sortable: ReadonlySet<string>): string {
  const [first] = model;
  if (!first?.sort || !sortable.has(first.field)) return '';
  return first.sort === 'desc' ? `-${first.field}` : first.field;
}
