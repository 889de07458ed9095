import type { GridPaginationModel } from '@mui/x-data-grid';
import { DEFAULT_PAGE_SIZE } from '@tawi/domain';
import { useState } from 'react';

/** The grid's page for a server-paged list; back to the first page whenever the filters change. */
export function useServerPaging(filters: unknown) {
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const key = JSON.stringify(filters);
  const [pagedFor, setPagedFor] = useState(key);
  if (pagedFor !== key) {
    setPagedFor(key);
    setPaging((p) => ({ ...p, page: 0 }));
  }
  return { paging, setPaging, query: { page: paging.page + 1, limit: paging.pageSize } };
}
