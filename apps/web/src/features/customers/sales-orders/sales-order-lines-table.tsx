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
import { useSalesText } from '../use-sales-text';

/** The order's lines: ordered, invoiced and still to invoice, with prices, VAT and totals on a desk. */
export function SalesOrderLinesTable({ order }: { order: SalesOrder }) {
  const { t } = useSalesText();
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={t('salesOrders.lines.label', { number: order.orderNumber })}
        sx={COMPACT_CELLS}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('common.description')}</TableCell>
            <TableCell align="right" sx={WIDE}>
              {t('salesOrders.lines.ordered')}
            </TableCell>
            <TableCell align="right">{t('salesOrders.lines.invoiced')}</TableCell>
            <TableCell align="right">{t('salesOrders.lines.remaining')}</TableCell>
            <TableCell align="right" sx={DESK}>
              {t('common.unitPrice')}
            </TableCell>
            <TableCell align="right" sx={DESK}>
              {t('common.discount')}
            </TableCell>
            <TableCell sx={DESK}>{t('common.tax')}</TableCell>
            <TableCell align="right" sx={DESK}>
              {t('common.vat')}
            </TableCell>
            <TableCell align="right" sx={DESK}>
              {t('common.total')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((l) => (
            <TableRow key={l.lineNo}>
              <TableCell>
                {l.sku ? `${l.sku} · ${l.description}` : l.description}
                <Typography variant="caption" color="text.secondary" sx={PHONE_ONLY}>
                  {t('salesOrders.lines.orderedQty', { qty: formatQty(l.qty) })}
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
                {l.priceIncludesTax
                  ? t('common.priceIncl', { price: formatKes(l.unitPrice) })
                  : formatKes(l.unitPrice)}
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
