import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Invoice } from '@tawi/contracts';
import { PAYMENT_METHOD_LABELS } from '../../../shared/documents/payment-labels';
import { COMPACT_CELLS, NUM, WIDE } from '../../../shared/documents/table-styles';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../../shared/format';
import { useReceipts } from '../customers-api';

/** The receipts that paid something on this invoice, and how much each. */
export function InvoicePaymentsTable({ invoice }: { invoice: Invoice }) {
  const receipts = useReceipts({ page: 1, limit: 100, search: '', customerId: invoice.customerId });
  if (!receipts.data) return <Skeleton variant="rounded" height={80} aria-label="Loading the payments" />;
  const rows = receipts.data.items.flatMap((r) =>
    r.invoices.filter((a) => a.invoiceId === invoice.id).map((a) => ({ receipt: r, amount: a.amount })),
  );
  if (rows.length === 0)
    return <Typography color="text.secondary">Nothing has been received on this invoice yet.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={`Payments on ${invoice.invoiceNumber}`} sx={COMPACT_CELLS}>
        <TableHead>
          <TableRow>
            <TableCell>Receipt</TableCell>
            <TableCell>Date</TableCell>
            <TableCell sx={WIDE}>Method</TableCell>
            <TableCell sx={WIDE}>Reference</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ receipt, amount }) => (
            <TableRow key={receipt.id}>
              <TableCell>{receipt.receiptNumber}</TableCell>
              <TableCell sx={NUM}>{formatDate(receipt.date)}</TableCell>
              <TableCell sx={WIDE}>{PAYMENT_METHOD_LABELS[receipt.paymentMethod]}</TableCell>
              <TableCell sx={WIDE}>{receipt.reference ?? EMPTY_DISPLAY}</TableCell>
              <TableCell align="right" sx={NUM}>
                {formatKes(amount)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
