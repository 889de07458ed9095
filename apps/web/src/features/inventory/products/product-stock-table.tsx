import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Money } from '@tawi/domain';
import { ErrorState } from '../../../shared/error-state';
import { formatDate, formatKes } from '../../../shared/format';
import { useSeesCosts } from '../../../shared/session/use-sees-costs';
import { formatQty } from '../inventory-format';
import { useInventoryText } from '../use-inventory-text';
import { useProductStock } from './products-api';
import { StockLevelCell } from './stock-level-cell';

/** Hidden on a phone. */
const WIDE = { display: { xs: 'none', sm: 'table-cell' } };

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
        <TableContainer>
          <Table size="small" aria-label={t('product.stock.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('product.stock.branch')}</TableCell>
                <TableCell align="right">{t('product.stock.inStock', { unit })}</TableCell>
                <TableCell align="right" sx={WIDE}>
                  {t('product.stock.minimum')}
                </TableCell>
                {seesCosts && (
                  <>
                    <TableCell align="right" sx={WIDE}>
                      {t('product.stock.averageCost')}
                    </TableCell>
                    <TableCell align="right">{t('product.stock.value')}</TableCell>
                  </>
                )}
                <TableCell sx={WIDE}>{t('product.stock.lastReceived')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.branchId}>
                  <TableCell>{r.branchName}</TableCell>
                  <TableCell align="right">
                    <StockLevelCell currentStock={r.currentStock} minimumStock={r.minimumStock} />
                  </TableCell>
                  <TableCell align="right" sx={WIDE}>
                    {formatQty(r.minimumStock)}
                  </TableCell>
                  {seesCosts && (
                    <>
                      <TableCell align="right" sx={WIDE}>
                        {formatKes(r.averageCost)}
                      </TableCell>
                      <TableCell align="right">{formatKes(r.stockValue)}</TableCell>
                    </>
                  )}
                  <TableCell sx={WIDE}>{formatDate(r.lastReceivedAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow sx={{ '& td': { fontWeight: 600, color: 'text.primary', fontSize: 14 } }}>
                <TableCell>{t('product.stock.allBranches')}</TableCell>
                <TableCell align="right">{formatQty(Number(units))}</TableCell>
                <TableCell sx={WIDE} />
                {seesCosts && (
                  <>
                    <TableCell sx={WIDE} />
                    <TableCell align="right">{formatKes(value)}</TableCell>
                  </>
                )}
                <TableCell sx={WIDE} />
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      )}
    </Card>
  );
}
