import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SalesOrder } from '@tawi/contracts';
import { COMPACT_CELLS, DESK, NUM, PHONE_ONLY, WIDE } from '../../../shared/documents/table-styles';
import { formatKes } from '../../../shared/format';
import { formatQty } from '../../inventory/inventory-format';

/** The order's lines: ordered, invoiced and still to invoice, with prices, VAT and totals on a desk. */
export function SalesOrderLinesTable({ order }: { order: SalesOrder }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={`Lines of ${order.orderNumber}`} sx={COMPACT_CELLS}>
        <TableHead>
          <TableRow>
            <TableCell>Description</TableCell>
            <TableCell align="right" sx={WIDE}>
              Ordered
            </TableCell>
            <TableCell align="right">Invoiced</TableCell>
            <TableCell align="right">Remaining</TableCell>
            <TableCell align="right" sx={DESK}>
              Unit price
            </TableCell>
            <TableCell align="right" sx={DESK}>
              Discount
            </TableCell>
            <TableCell sx={DESK}>Tax</TableCell>
            <TableCell align="right" sx={DESK}>
              VAT
            </TableCell>
            <TableCell align="right" sx={DESK}>
              Total
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((l) => (
            <TableRow key={l.lineNo}>
              <TableCell>
                {l.sku ? `${l.sku} · ${l.description}` : l.description}
                <Typography variant="caption" color="text.secondary" sx={PHONE_ONLY}>
                  {formatQty(l.qty)} ordered
                </Typography>
              </TableCell>
              <TableCell align="right" sx={WIDE}>
                {formatQty(l.qty)}
              </TableCell>
              <TableCell align="right">{formatQty(l.qtyInvoiced)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {formatQty(l.qtyRemaining)}
              </TableCell>
              <TableCell align="right" sx={[DESK, NUM]}>
                {formatKes(l.unitPrice)}
                {l.priceIncludesTax ? ' incl.' : ''}
              </TableCell>
              <TableCell align="right" sx={[DESK, NUM]}>
                {l.discount ? formatKes(l.discount) : ''}
              </TableCell>
              <TableCell sx={DESK}>{l.taxCategory}</TableCell>
              <TableCell align="right" sx={[DESK, NUM]}>
                {formatKes(l.taxAmount)}
              </TableCell>
              <TableCell align="right" sx={[DESK, NUM]}>
                {formatKes(l.lineTotal)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
