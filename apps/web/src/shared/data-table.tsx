import type { SvgIconProps } from '@mui/material/SvgIcon';
import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { type ComponentType, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';

export type DataTableProps<R extends GridValidRowModel> = Omit<DataGridProps<R>, 'slots' | 'label'> & {
  /** The grid's accessible name. */
  label: string;
  error?: unknown;
  onRetry?: () => void;
  emptyTitle: string;
  emptyDescription?: string;
  emptyIcon?: ComponentType<SvgIconProps>;
};

/**
 * MUI X DataGrid with the app's states: loading (grid skeleton), error (message + Retry),
 * and empty (an EmptyState in the grid). Sized to its rows.
 */
export function DataTable<R extends GridValidRowModel>({
  label,
  error,
  onRetry,
  emptyTitle,
  emptyDescription,
  emptyIcon,
  sx,
  ...grid
}: DataTableProps<R>) {
  const { t } = useTranslation();
  const slots = useMemo(() => {
    // inside the grid only rows may stand: the title is a paragraph there, not a heading (axe)
    const Empty = () => (
      <EmptyState
        compact
        headingComponent="p"
        title={emptyTitle}
        description={emptyDescription}
        icon={emptyIcon}
      />
    );
    return { noRowsOverlay: Empty, noResultsOverlay: Empty };
  }, [emptyTitle, emptyDescription, emptyIcon]);

  if (error)
    return (
      <ErrorState
        error={error}
        title={t('dataTable.couldNotLoad', { what: label.toLowerCase() })}
        onRetry={onRetry}
      />
    );

  return (
    <DataGrid<R>
      label={label}
      autoHeight
      disableRowSelectionOnClick
      pageSizeOptions={[10, 25, 50, 100]}
      slots={slots}
      slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
      sx={[
        {
          '--DataGrid-overlayHeight': '280px',
          bgcolor: 'background.paper',
          borderRadius: 3,
          // a heading too long for its column (a longer language) wraps onto a second line, never cut
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600, whiteSpace: 'normal', lineHeight: 1.2 },
          '& .MuiDataGrid-cell:focus, & .MuiDataGrid-columnHeader:focus': { outlineOffset: -2 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...grid}
    />
  );
}
