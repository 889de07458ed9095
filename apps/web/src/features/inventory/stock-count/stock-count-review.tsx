import TableCell from '@mui/material/TableCell';
import { formatKes } from '../../../shared/format';
import { ScrollableTableContainer } from '../../../shared/scrollable-table-container';
import { column, SimpleTable } from '../../../shared/simple-table';
import { formatQty, formatSignedQty } from '../inventory-format';
import { useInventoryText } from '../use-inventory-text';
import { type Variance, varianceTotals } from './stock-count-sheet';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** The variance review: each counted product against the books, in quantity and value, with the net total. */
export function StockCountReview({ variances }: { variances: readonly Variance[] }) {
  const totals = varianceTotals(variances);
  const { t } = useInventoryText();
  const qty = (header: string, cell: (v: Variance) => string) => column(header, cell, { align: 'right' });
  return (
    <ScrollableTableContainer label={t('stockCount.review.label')}>
      <SimpleTable<Variance>
        label={t('stockCount.review.tableLabel')}
        frame="none"
        rows={variances}
        rowKey={(v) => v.productId}
        rowProps={(v) => ({ sx: v.difference === 0 ? undefined : { bgcolor: 'action.hover' } })}
        columns={[
          column(t('stockCount.review.sku'), (v) => v.sku, { sx: NOWRAP }),
          column(t('stockCount.review.product'), (v) => v.name),
          qty(t('stockCount.review.expected'), (v) => formatQty(v.expected)),
          qty(t('stockCount.review.counted'), (v) => formatQty(v.counted)),
          qty(t('stockCount.review.variance'), (v) =>
            v.difference === 0 ? '0' : formatSignedQty(v.difference),
          ),
          qty(t('stockCount.review.value'), (v) => formatKes(v.value)),
        ]}
        footer={
          <>
            <TableCell colSpan={4}>
              {t('stockCount.review.totals', { counted: totals.counted, differing: totals.differing })}
            </TableCell>
            <TableCell align="right">{t('stockCount.review.net')}</TableCell>
            <TableCell align="right">{formatKes(totals.value)}</TableCell>
          </>
        }
      />
    </ScrollableTableContainer>
  );
}
