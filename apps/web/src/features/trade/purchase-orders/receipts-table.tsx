import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { COMPACT_CELLS, NUM, PHONE_ONLY, WIDE } from '../../../shared/documents/table-styles';
import { ErrorState } from '../../../shared/error-state';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../../shared/format';
import { supplierInvoiceText, tradePaths } from '../trade-format';
import { usePurchaseReceipts } from './purchase-orders-api';

/** The goods receipts of an order, newest last, each with the bill it raised. */
export function ReceiptsTable({ orderId, label }: { orderId: string; label: string }) {
  const receipts = usePurchaseReceipts(orderId);
  if (receipts.error)
    return (
      <ErrorState
        error={receipts.error}
        title="Could not load the receipts"
        onRetry={() => void receipts.refetch()}
      />
    );
  if (!receipts.data) return <Skeleton height={96} aria-label="Loading the receipts" />;
  if (receipts.data.length === 0)
    return <Typography color="text.secondary">Nothing has been received on this order yet.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={COMPACT_CELLS}>
        <TableHead>
          <TableRow>
            <TableCell>Receipt</TableCell>
            <TableCell sx={WIDE}>Delivery note</TableCell>
            <TableCell sx={WIDE}>Supplier's invoice</TableCell>
            <TableCell sx={WIDE}>Date</TableCell>
            <TableCell align="right">Value excl. VAT</TableCell>
            <TableCell>Bill</TableCell>
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
                {supplierInvoiceText(r.supplierInvoiceNumber, r.supplierInvoiceDate)}
              </TableCell>
              <TableCell sx={[WIDE, NUM]}>{formatDate(r.date)}</TableCell>
              <TableCell align="right" sx={NUM}>
                {formatKes(r.totalReceived)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {r.billRecordId ? (
                  <Link component={RouterLink} to={tradePaths.bill(r.billRecordId)} underline="hover">
                    {r.billId}
                  </Link>
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
