import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { DEFAULT_PAGE_SIZE } from '@tawi/domain';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../shared/data-table';
import { movementColumns } from './movement-columns';
import { useProductMovements } from './products-api';

/** Every stock movement of a product, newest first, a page at a time. */
export function ProductMovementsTable({ productId }: { productId: string }) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'));
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const movements = useProductMovements(productId, { page: paging.page + 1, limit: paging.pageSize });
  const columns = useMemo(() => movementColumns(), []);
  return (
    <Box component="section" aria-labelledby="movements-heading">
      <Typography id="movements-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Movement history
      </Typography>
      <DataTable
        label="Stock movements"
        rows={movements.data?.items ?? []}
        rowCount={movements.data?.total ?? 0}
        columns={columns}
        loading={movements.isPending || (movements.isFetching && movements.isPlaceholderData)}
        error={movements.error}
        onRetry={() => void movements.refetch()}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        disableColumnSorting
        emptyTitle="No stock movements yet"
        emptyDescription="Adjustments, receipts, sales and transfers of this product will be listed here."
        emptyIcon={HistoryIcon}
        columnVisibilityModel={{
          branchName: !narrow,
          unitCost: !narrow,
          value: !narrow,
          stockAfter: !narrow,
          createdByName: wide,
          reason: !narrow,
        }}
      />
    </Box>
  );
}
