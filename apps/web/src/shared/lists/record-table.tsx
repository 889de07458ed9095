import type { GridValidRowModel } from '@mui/x-data-grid';
import { DataTable, type DataTableProps } from '../data-table';

/** What a list's query is, as far as its table needs to know: loading, failed, to fetch again. */
export interface RecordsQuery {
  error: unknown;
  isPending: boolean;
  isFetching?: boolean;
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

export type RecordTableProps<R extends GridValidRowModel> = Omit<
  DataTableProps<R>,
  'rows' | 'loading' | 'error' | 'onRetry' | 'onCellClick' | 'sx' | 'initialState'
> & {
  /** The records' query: loading while the first list comes, or while another replaces the one shown. */
  query: RecordsQuery;
  rows: readonly R[];
  /** A click on a row (outside its action buttons) opens it; none: rows do not open. */
  onOpen?: (row: R) => void;
  /** The sort at first (ascending), if any. */
  sortBy?: string;
  /** Rows a page at first. */
  pageSize?: number;
};

/** A DataTable of records the browser holds all of: paged and sorted in the grid, a row opening on a click. */
export function RecordTable<R extends GridValidRowModel>({
  query,
  rows,
  onOpen,
  sortBy,
  pageSize = 25,
  ...table
}: RecordTableProps<R>) {
  return (
    <DataTable<R>
      rows={rows}
      loading={query.isPending || Boolean(query.isFetching && query.isPlaceholderData)}
      error={query.error}
      onRetry={() => void query.refetch()}
      onCellClick={onOpen && (({ field, row }) => field !== 'actions' && onOpen(row))}
      sx={{ '& .MuiDataGrid-row': { cursor: onOpen ? 'pointer' : 'default' } }}
      initialState={{
        ...(sortBy && { sorting: { sortModel: [{ field: sortBy, sort: 'asc' as const }] } }),
        pagination: { paginationModel: { pageSize } },
      }}
      {...table}
    />
  );
}
