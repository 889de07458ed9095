import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RecordLink } from '../../../shared/documents/record-link';
import { COMPACT_CELLS, NUM, PHONE_ONLY, WIDE } from '../../../shared/documents/table-styles';
import { ErrorState } from '../../../shared/error-state';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../../shared/format';
import { supplierInvoiceText, tradePaths } from '../trade-format';
import { useTradeText } from '../use-trade-text';
import { usePurchaseReceipts } from './purchase-orders-api';

/** The goods receipts of an order, newest last, each with the bill it raised. */
export function ReceiptsTable({ orderId, label }: { orderId: string; label: string }) {
  const { t } = useTradeText();
  const receipts = usePurchaseReceipts(orderId);
  if (receipts.error)
    return (
      <ErrorState
        error={receipts.error}
        title={t('orders.receipts.loadFailed')}
        onRetry={() => void receipts.refetch()}
      />
    );
  if (!receipts.data) return <Skeleton height={96} aria-label={t('orders.receipts.loading')} />;
  if (receipts.data.length === 0)
    return <Typography color="text.secondary">{t('orders.receipts.none')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={COMPACT_CELLS}>
        <TableHead>
          <TableRow>
            <TableCell>{t('orders.receipts.receipt')}</TableCell>
            <TableCell sx={WIDE}>{t('orders.receipts.deliveryNote')}</TableCell>
            <TableCell sx={WIDE}>{t('common.supplierInvoiceColumn')}</TableCell>
            <TableCell sx={WIDE}>{t('common.date')}</TableCell>
            <TableCell align="right">{t('orders.receipts.value')}</TableCell>
            <TableCell>{t('orders.receipts.bill')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {receipts.data.map((r) => (
            <TableRow key={r.id}>
              <TableCell>
                {r.receiptNumber}
                <Typography variant="caption" color="text.secondary" sx={PHONE_ONLY}>
                  {r.deliveryNoteNumber} · {formatDate(r.date)}
                </Typography>
              </TableCell>
              <TableCell sx={WIDE}>{r.deliveryNoteNumber}</TableCell>
              <TableCell sx={WIDE}>
                {supplierInvoiceText(r.supplierInvoiceNumber, r.supplierInvoiceDate, t)}
              </TableCell>
              <TableCell sx={[WIDE, NUM]}>{formatDate(r.date)}</TableCell>
              <TableCell align="right" sx={NUM}>
                {formatKes(r.totalReceived)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {r.billRecordId ? (
                  <RecordLink to={tradePaths.bill(r.billRecordId)}>{r.billId}</RecordLink>
                ) : (
                  EMPTY_DISPLAY
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
