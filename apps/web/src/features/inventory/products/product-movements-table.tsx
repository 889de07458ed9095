import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { DEFAULT_PAGE_SIZE } from '@tawi/domain';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../shared/data-table';
import { pagedQueryProps } from '../../../shared/paged-query-props';
import { withoutCostColumns } from '../../../shared/session/cost-columns';
import { useSeesCosts } from '../../../shared/session/use-sees-costs';
import { useInventoryText } from '../use-inventory-text';
import { movementColumns } from './movement-columns';
import { useProductMovements } from './products-api';

/** Every stock movement of a product, newest first, a page at a time. */
export function ProductMovementsTable({ productId }: { productId: string }) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'));
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const movements = useProductMovements(productId, { page: paging.page + 1, limit: paging.pageSize });
  const seesCosts = useSeesCosts();
  const { t } = useInventoryText();
  const columns = useMemo(
    () => withoutCostColumns(movementColumns(t), seesCosts, ['unitCost', 'value']),
    [seesCosts, t],
  );
  return (
    <Box component="section" aria-labelledby="movements-heading">
      <Typography id="movements-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('product.movements.heading')}
      </Typography>
      <DataTable
        label={t('product.movements.tableLabel')}
        {...pagedQueryProps(movements)}
        columns={columns}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        disableColumnSorting
        emptyTitle={t('product.movements.emptyTitle')}
        emptyDescription={t('product.movements.emptyDescription')}
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
