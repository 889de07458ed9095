import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatKes } from '../../../shared/format';
import { ScrollableTableContainer } from '../../../shared/scrollable-table-container';
import { formatQty, formatSignedQty } from '../inventory-format';
import { useInventoryText } from '../use-inventory-text';
import { type Variance, varianceTotals } from './stock-count-sheet';

/** The variance review: each counted product against the books, in quantity and value, with the net total. */
export function StockCountReview({ variances }: { variances: readonly Variance[] }) {
  const totals = varianceTotals(variances);
  const { t } = useInventoryText();
  return (
    <ScrollableTableContainer label={t('stockCount.review.label')}>
      <Table size="small" aria-label={t('stockCount.review.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('stockCount.review.sku')}</TableCell>
            <TableCell>{t('stockCount.review.product')}</TableCell>
            <TableCell align="right">{t('stockCount.review.expected')}</TableCell>
            <TableCell align="right">{t('stockCount.review.counted')}</TableCell>
            <TableCell align="right">{t('stockCount.review.variance')}</TableCell>
            <TableCell align="right">{t('stockCount.review.value')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {variances.map((v) => (
            <TableRow key={v.productId} sx={v.difference === 0 ? undefined : { bgcolor: 'action.hover' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{v.sku}</TableCell>
              <TableCell>{v.name}</TableCell>
              <TableCell align="right">{formatQty(v.expected)}</TableCell>
              <TableCell align="right">{formatQty(v.counted)}</TableCell>
              <TableCell align="right">{v.difference === 0 ? '0' : formatSignedQty(v.difference)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatKes(v.value)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={4}>
              {t('stockCount.review.totals', { counted: totals.counted, differing: totals.differing })}
            </TableCell>
            <TableCell align="right">{t('stockCount.review.net')}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatKes(totals.value)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </ScrollableTableContainer>
  );
}
