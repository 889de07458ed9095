import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Invoice } from '@tawi/contracts';
import { Money } from '@tawi/domain';
import { PAYMENT_METHOD_LABELS } from '../../../shared/documents/payment-labels';
import { COMPACT_CELLS, NUM, WIDE } from '../../../shared/documents/table-styles';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../../shared/format';
import { useReceipts } from '../customers-api';
import { ReceiptStatusChip } from './receipt-status';

/** The receipts that paid something on this invoice, and how much each; a voided one no longer counts. */
export function InvoicePaymentsTable({ invoice }: { invoice: Invoice }) {
  const receipts = useReceipts({ page: 1, limit: 100, search: '', customerId: invoice.customerId });
  if (!receipts.data) return <Skeleton variant="rounded" height={80} aria-label="Loading the payments" />;
  const rows = receipts.data.items.flatMap((r) => {
    const here = r.invoices.filter((a) => a.invoiceId === invoice.id);
    // a receipt's credit applied later is a second allocation to the same invoice: one row, summed
    return here.length ? [{ receipt: r, amount: Money.sum(here.map((a) => a.amount)).toNumber() }] : [];
  });
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
              <TableCell>
                {receipt.receiptNumber}
                {receipt.status === 'Voided' && (
                  <Box component="span" sx={{ ml: 1 }}>
                    <ReceiptStatusChip status={receipt.status} />
                  </Box>
                )}
              </TableCell>
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
