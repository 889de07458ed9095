import type { GridValidRowModel } from '@mui/x-data-grid';
import { DataTable, type DataTableProps } from '../data-table';
import { type PagedQuery, pagedQueryProps } from '../paged-query-props';
import type { ServerGridProps } from './use-server-grid';

export type ServerDataTableProps<R extends GridValidRowModel> = Omit<
  DataTableProps<R>,
  'rows' | 'rowCount' | 'loading' | 'error' | 'onRetry'
> & {
  /** The list's query: its page of rows, total, loading and error. */
  query: PagedQuery<R>;
  /** Paging and sorting from useServerGrid. */
  grid: ServerGridProps;
  /** A click on a row (outside its action buttons) opens it. */
  onOpen?: (row: R) => void;
  /** Enter on a row opens it too: for rows that open in a side panel, not a page of their own. */
  openOnEnter?: boolean;
  /** On a phone a row is taller: what the hidden columns said stands under its first cell. */
  narrow?: boolean;
};

const CLICKABLE_ROWS = { '& .MuiDataGrid-row': { cursor: 'pointer' } } as const;

/** A DataTable showing one server page at a time; rows that open on a click show a pointer. */
export function ServerDataTable<R extends GridValidRowModel>({
  query,
  grid,
  onOpen,
  openOnEnter,
  narrow,
  ...table
}: ServerDataTableProps<R>) {
  return (
    <DataTable<R>
      {...pagedQueryProps(query)}
      {...grid}
      onCellClick={onOpen && (({ field, row }) => field !== 'actions' && onOpen(row))}
      onCellKeyDown={
        onOpen && openOnEnter
          ? ({ field, row }, event) => {
              if (event.key === 'Enter' && field !== 'actions') onOpen(row);
            }
          : undefined
      }
      rowHeight={narrow ? 60 : 52}
      sx={onOpen || table.onCellClick || table.onRowClick ? CLICKABLE_ROWS : undefined}
      {...table}
    />
  );
}
