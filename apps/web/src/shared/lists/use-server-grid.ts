import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { type Dispatch, type SetStateAction, useState } from 'react';
import { useServerPaging } from '../documents/use-server-paging';
import { nextSortModel, serverSortParam } from './server-sort';

type GridSortItem = GridSortModel[number];

export interface ServerGridOptions<F> {
  /** The list's filters (search, status, …) without page, limit and sort; a change goes back to page 1. */
  filter: F;
  /** The fields the server sorts by; none: the grid's column sorting is off. */
  sortable?: ReadonlySet<string>;
  /** The sort shown at first, and sent while the grid's own sort is none or one the server cannot do. */
  defaultSort?: GridSortItem;
  /** The grid's sort never goes back to none: a third click on a heading shows `defaultSort` again. */
  alwaysSorted?: boolean;
}

interface ServerPagingProps {
  paginationMode: 'server';
  paginationModel: GridPaginationModel;
  onPaginationModelChange: Dispatch<SetStateAction<GridPaginationModel>>;
}

/** The grid props of a server-paged (and, given `sortable`, server-sorted) DataTable. */
export type ServerGridProps = ServerPagingProps &
  (
    | { sortingMode: 'server'; sortModel: GridSortModel; onSortModelChange: (model: GridSortModel) => void }
    | { disableColumnSorting: true }
  );

/** What to fetch (the filters, `page`, `limit`), and the DataTable's paging and sorting props. */
export interface ServerGrid<Q> {
  query: Q & { page: number; limit: number };
  gridProps: ServerGridProps;
  /** Back to the first page (e.g. where a record just made shows). */
  firstPage: () => void;
}

/**
 * A server-paged list's state: the page, the sort, and the query (filters, `page`, `limit` and, when
 * sortable, `sort`) to fetch; back to page 1 whenever the filters or the sort change.
 */
export function useServerGrid<F extends object>(
  options: ServerGridOptions<F> & { sortable: ReadonlySet<string> },
): ServerGrid<F & { sort: string }>;
export function useServerGrid<F extends object>(
  options: ServerGridOptions<F> & { sortable?: undefined },
): ServerGrid<F>;
export function useServerGrid<F extends object>(options: ServerGridOptions<F>) {
  return useServerGridState(options);
}

/** useServerGrid's state, its query typed loosely (`sort` there only when `sortable` is given). */
export function useServerGridState<F extends object>({
  filter,
  sortable,
  defaultSort,
  alwaysSorted,
}: ServerGridOptions<F>): ServerGrid<F | (F & { sort: string })> {
  const [sortModel, setSortModel] = useState<GridSortModel>(defaultSort ? [defaultSort] : []);
  const sort = sortable ? serverSortParam(sortModel, sortable, defaultSort) : '';
  const withSort = sortable ? { ...filter, sort } : filter;
  const { paging, setPaging, query } = useServerPaging(withSort);
  const paged = {
    paginationMode: 'server' as const,
    paginationModel: paging,
    onPaginationModelChange: setPaging,
  };
  const gridProps: ServerGridProps = sortable
    ? {
        ...paged,
        sortingMode: 'server',
        sortModel,
        onSortModelChange: (model) => setSortModel(nextSortModel(model, defaultSort, alwaysSorted)),
      }
    : { ...paged, disableColumnSorting: true };
  const firstPage = () => setPaging((p) => ({ ...p, page: 0 }));
  return { query: { ...withSort, ...query }, gridProps, firstPage };
}
