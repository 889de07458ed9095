import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Invoice, InvoicePayment } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { PAYMENT_METHOD_LABELS } from '../../../shared/documents/payment-labels';
import { COMPACT_CELLS, NUM, WIDE } from '../../../shared/documents/table-styles';
import { ErrorState } from '../../../shared/error-state';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../../shared/format';
import { useInvoicePayments } from '../invoices/invoices-api';
import { useCustomersText } from '../use-customers-text';
import { ReceiptStatusChip } from './receipt-status';

const howOf = (p: InvoicePayment, t: TFunction<'customers'>) =>
  p.method ? PAYMENT_METHOD_LABELS[p.method] : t('payments.creditNote');

/** The receipts and credit notes that settled part of this invoice; a voided receipt no longer counts. */
export function InvoicePaymentsTable({ invoice }: { invoice: Invoice }) {
  const { t } = useCustomersText();
  const payments = useInvoicePayments(invoice.id);
  if (payments.error)
    return (
      <ErrorState error={payments.error} title={t('payments.loadError')} onRetry={() => payments.refetch()} />
    );
  if (!payments.data) return <Skeleton variant="rounded" height={80} aria-label={t('payments.loading')} />;
  const rows = payments.data.items;
  if (rows.length === 0) return <Typography color="text.secondary">{t('payments.none')}</Typography>;
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={t('payments.tableLabel', { number: invoice.invoiceNumber })}
        sx={COMPACT_CELLS}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('payments.document')}</TableCell>
            <TableCell>{t('common.date')}</TableCell>
            <TableCell sx={WIDE}>{t('payments.how')}</TableCell>
            <TableCell sx={WIDE}>{t('common.reference')}</TableCell>
            <TableCell align="right">{t('common.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((p) => (
            <TableRow key={`${p.kind}-${p.documentId}-${p.date}`}>
              <TableCell>
                {p.number}
                {p.voided && (
                  <Box component="span" sx={{ ml: 1 }}>
                    <ReceiptStatusChip status="Voided" />
                  </Box>
                )}
              </TableCell>
              <TableCell sx={NUM}>{formatDate(p.date)}</TableCell>
              <TableCell sx={WIDE}>{howOf(p, t)}</TableCell>
              <TableCell sx={WIDE}>{p.reference ?? EMPTY_DISPLAY}</TableCell>
              <TableCell
                align="right"
                sx={{ ...NUM, ...(p.voided && { textDecoration: 'line-through', color: 'text.secondary' }) }}
              >
                {formatKes(p.amount)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
