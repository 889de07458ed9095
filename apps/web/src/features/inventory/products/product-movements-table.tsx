import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { hiddenWhenNarrow } from '../../../shared/lists/column-visibility';
import { emptyTexts } from '../../../shared/lists/list-texts';
import { ServerDataTable } from '../../../shared/lists/server-data-table';
import { useScreenSize } from '../../../shared/lists/use-screen-size';
import { useServerGrid } from '../../../shared/lists/use-server-grid';
import { withoutCostColumns } from '../../../shared/session/cost-columns';
import { useSeesCosts } from '../../../shared/session/use-sees-costs';
import { useInventoryText } from '../use-inventory-text';
import { movementColumns } from './movement-columns';
import { useProductMovements } from './products-api';

/** The columns a phone leaves out (who made a movement needs a wide screen). */
const NARROW_HIDDEN = ['branchName', 'unitCost', 'value', 'stockAfter', 'reason'];

/** Every stock movement of a product, newest first, a page at a time. */
export function ProductMovementsTable({ productId }: { productId: string }) {
  const { narrow, wide } = useScreenSize();
  const { query, gridProps } = useServerGrid({ filter: {} });
  const movements = useProductMovements(productId, query);
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
      <ServerDataTable
        label={t('product.movements.tableLabel')}
        query={movements}
        grid={gridProps}
        columns={columns}
        {...emptyTexts((key) => t(`product.movements.${key}`))}
        emptyIcon={HistoryIcon}
        columnVisibilityModel={{ ...hiddenWhenNarrow(narrow, NARROW_HIDDEN), createdByName: wide }}
      />
    </Box>
  );
}
