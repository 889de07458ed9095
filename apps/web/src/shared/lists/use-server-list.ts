import type { PagedQuery } from '../paged-query-props';
import { type ServerGridOptions, type ServerGridProps, useServerGridState } from './use-server-grid';

type Paged<Q> = Q & { page: number; limit: number };

/** A server-paged list's page of rows and its grid state: spread into ServerDataTable. */
export interface ServerList<Q extends PagedQuery<unknown>> {
  query: Q;
  grid: ServerGridProps;
}

/**
 * A server-paged list: its paging and sort (useServerGrid) and the page `useRows` fetches with them.
 * `useRows` is the list's query hook, called once per render (always the same one).
 */
export function useServerList<F extends object, Q extends PagedQuery<unknown>>(
  useRows: (query: Paged<F & { sort: string }>) => Q,
  options: ServerGridOptions<F> & { sortable: ReadonlySet<string> },
): ServerList<Q>;
export function useServerList<F extends object, Q extends PagedQuery<unknown>>(
  useRows: (query: Paged<F>) => Q,
  options: ServerGridOptions<F> & { sortable?: undefined },
): ServerList<Q>;
export function useServerList<F extends object, Q extends PagedQuery<unknown>>(
  useRows: (query: Paged<F>) => Q,
  options: ServerGridOptions<F>,
): ServerList<Q> {
  const { query, gridProps } = useServerGridState(options);
  return { query: useRows(query), grid: gridProps };
}
