import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Money } from '@tawi/domain';
import { ErrorState } from '../../../shared/error-state';
import { formatDate, formatKes } from '../../../shared/format';
import { useSeesCosts } from '../../../shared/session/use-sees-costs';
import { column, SimpleTable } from '../../../shared/simple-table';
import { formatQty } from '../inventory-format';
import { useInventoryText } from '../use-inventory-text';
import { useProductStock } from './products-api';
import { StockLevelCell } from './stock-level-cell';

type BranchStock = NonNullable<ReturnType<typeof useProductStock>['data']>[number];

/** On the right, hidden on a phone. */
const RIGHT_WIDE = { align: 'right', hide: 'wide' } as const;

/** What every branch holds of one product, with the company total. */
export function ProductStockTable({ productId, unit }: { productId: string; unit: string }) {
  const stock = useProductStock(productId);
  const { t } = useInventoryText();
  const rows = stock.data ?? [];
  const units = Money.sum(rows.map((r) => r.currentStock)).toFixed(3);
  const seesCosts = useSeesCosts();
  const value = Money.sum(rows.map((r) => r.stockValue ?? 0));
  return (
    <Card component="section" aria-labelledby="stock-by-branch-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="stock-by-branch-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('product.stock.heading')}
      </Typography>
      {stock.error ? (
        <ErrorState
          error={stock.error}
          title={t('product.stock.loadError')}
          onRetry={() => void stock.refetch()}
        />
      ) : stock.data === undefined ? (
        <Skeleton height={120} aria-label={t('product.stock.loading')} />
      ) : (
        <SimpleTable<BranchStock>
          label={t('product.stock.tableLabel')}
          rows={rows}
          rowKey={(r) => r.branchId}
          columns={[
            column(t('product.stock.branch'), (r) => r.branchName, { foot: t('product.stock.allBranches') }),
            column(
              t('product.stock.inStock', { unit }),
              (r) => <StockLevelCell currentStock={r.currentStock} minimumStock={r.minimumStock} />,
              { align: 'right', foot: formatQty(Number(units)) },
            ),
            column(t('product.stock.minimum'), (r) => formatQty(r.minimumStock), RIGHT_WIDE),
            ...(seesCosts
              ? [
                  column(
                    t('product.stock.averageCost'),
                    (r: BranchStock) => formatKes(r.averageCost),
                    RIGHT_WIDE,
                  ),
                  column(t('product.stock.value'), (r: BranchStock) => formatKes(r.stockValue), {
                    align: 'right',
                    foot: formatKes(value),
                  }),
                ]
              : []),
            column(t('product.stock.lastReceived'), (r) => formatDate(r.lastReceivedAt), {
              hide: 'wide',
            }),
          ]}
        />
      )}
    </Card>
  );
}
