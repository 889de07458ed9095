import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PurchaseOrder } from '@tawi/contracts';
import { COMPACT_CELLS, DESK, NUM, PHONE_ONLY, WIDE } from '../../../shared/documents/table-styles';
import { formatKes } from '../../../shared/format';
import { formatQty } from '../../inventory/inventory-format';
import { remainingQty } from '../trade-format';
import { useTradeText } from '../use-trade-text';

/** The order's lines: ordered, received and still to come, with prices, VAT and totals on a desk. */
export function OrderItemsTable({ order }: { order: PurchaseOrder }) {
  const { t } = useTradeText();
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={t('orders.items.label', { number: order.purchaseId })}
        sx={COMPACT_CELLS}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('common.product')}</TableCell>
            <TableCell align="right" sx={WIDE}>
              {t('orders.items.ordered')}
            </TableCell>
            <TableCell align="right">{t('orders.items.received')}</TableCell>
            <TableCell align="right">{t('orders.items.remaining')}</TableCell>
            <TableCell align="right" sx={DESK}>
              {t('common.unitPrice')}
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
          {order.items.map((i) => (
            <TableRow key={i.id}>
              <TableCell>
                {i.sku} · {i.name}
                <Typography variant="caption" color="text.secondary" sx={PHONE_ONLY}>
                  {t('orders.items.orderedQty', { qty: formatQty(i.qty) })}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={WIDE}>
                {formatQty(i.qty)}
              </TableCell>
              <TableCell align="right">{formatQty(i.receivedQty)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {formatQty(remainingQty(i))}
              </TableCell>
              <TableCell align="right" sx={[DESK, NUM]}>
                {formatKes(i.unitPrice)}
              </TableCell>
              <TableCell sx={DESK}>{i.taxCategory}</TableCell>
              <TableCell align="right" sx={[DESK, NUM]}>
                {formatKes(i.taxAmount)}
              </TableCell>
              <TableCell align="right" sx={[DESK, NUM]}>
                {formatKes(i.lineTotal)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
