import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SalesOrder } from '@tawi/contracts';
import { RecordLink } from '../../../shared/documents/record-link';
import { COMPACT_CELLS, NUM, PHONE_ONLY, WIDE } from '../../../shared/documents/table-styles';
import { formatDate, formatKes } from '../../../shared/format';
import { StatusChip } from '../../../shared/status-chip';
import { customerPaths } from '../customers-paths';
import { useSalesText } from '../use-sales-text';

/** The invoices raised on the order, each linking to its page. */
export function OrderInvoicesTable({ order }: { order: SalesOrder }) {
  const { t } = useSalesText();
  if (order.invoices.length === 0)
    return (
      <Typography color="text.secondary">
        {order.status === 'Canceled'
          ? t('salesOrders.invoices.noneCanceled')
          : t('salesOrders.invoices.none')}
      </Typography>
    );
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={t('salesOrders.invoices.label', { number: order.orderNumber })}
        sx={COMPACT_CELLS}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('salesOrders.invoices.invoice')}</TableCell>
            <TableCell sx={WIDE}>{t('common.date')}</TableCell>
            <TableCell align="right">{t('common.total')}</TableCell>
            <TableCell>{t('common.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.invoices.map((i) => (
            <TableRow key={i.id}>
              <TableCell sx={NUM}>
                <RecordLink to={customerPaths.invoice(i.id)}>{i.invoiceNumber}</RecordLink>
                <Typography variant="caption" color="text.secondary" sx={PHONE_ONLY}>
                  {formatDate(i.date)}
                </Typography>
              </TableCell>
              <TableCell sx={[WIDE, NUM]}>{formatDate(i.date)}</TableCell>
              <TableCell align="right" sx={NUM}>
                {formatKes(i.total)}
              </TableCell>
              <TableCell>
                <StatusChip status={i.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
