import type { Page } from '@tawi/contracts';

/** What a server-paged list query is, as far as its table needs to know. */
export interface PagedQuery<R> {
  data: Page<R> | undefined;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * A DataTable's rows, total, loading, error and retry from one server-paged query: loading while the
 * first page comes, or while another page replaces the one still shown (keepPreviousData).
 */
export function pagedQueryProps<R>(query: PagedQuery<R>) {
  return {
    rows: query.data?.items ?? [],
    rowCount: query.data?.total ?? 0,
    loading: query.isPending || (query.isFetching && query.isPlaceholderData),
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}
