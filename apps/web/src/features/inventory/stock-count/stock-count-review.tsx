import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatKes } from '../../../shared/format';
import { ScrollableTableContainer } from '../../../shared/scrollable-table-container';
import { formatQty, formatSignedQty } from '../inventory-format';
import { type Variance, varianceTotals } from './stock-count-sheet';

/** The variance review: each counted product against the books, in quantity and value, with the net total. */
export function StockCountReview({ variances }: { variances: readonly Variance[] }) {
  const totals = varianceTotals(variances);
  return (
    <ScrollableTableContainer label="Variance review">
      <Table size="small" aria-label="Variances">
        <TableHead>
          <TableRow>
            <TableCell>SKU</TableCell>
            <TableCell>Product</TableCell>
            <TableCell align="right">Expected</TableCell>
            <TableCell align="right">Counted</TableCell>
            <TableCell align="right">Variance</TableCell>
            <TableCell align="right">Value</TableCell>
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
              {totals.counted} counted, {totals.differing} with a variance
            </TableCell>
            <TableCell align="right">Net</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatKes(totals.value)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </ScrollableTableContainer>
  );
}
