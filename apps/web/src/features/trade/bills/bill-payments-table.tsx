import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Bill } from '@tawi/contracts';
import { COMPACT_CELLS, NUM, PHONE_ONLY, WIDE } from '../../../shared/documents/table-styles';
import { formatDate, formatKes } from '../../../shared/format';
import { PaymentStatusChip } from '../payments/payment-status-chip';
import { useTradeText } from '../use-trade-text';

/** The payments allocated to a bill (voided and refunded ones too, with their status). */
export function BillPaymentsTable({ bill }: { bill: Bill }) {
  const { t } = useTradeText();
  if (bill.payments.length === 0)
    return <Typography color="text.secondary">{t('bills.payments.none')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('bills.payments.label', { number: bill.billId })} sx={COMPACT_CELLS}>
        <TableHead>
          <TableRow>
            <TableCell>{t('bills.payments.payment')}</TableCell>
            <TableCell sx={WIDE}>{t('common.date')}</TableCell>
            <TableCell align="right">{t('common.amount')}</TableCell>
            <TableCell>{t('common.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bill.payments.map((p) => (
            <TableRow key={p.paymentId}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {p.paymentNumber}
                <Typography variant="caption" color="text.secondary" sx={PHONE_ONLY}>
                  {formatDate(p.date)}
                </Typography>
              </TableCell>
              <TableCell sx={[WIDE, NUM]}>{formatDate(p.date)}</TableCell>
              <TableCell align="right" sx={NUM}>
                {formatKes(p.amount)}
              </TableCell>
              <TableCell>
                <PaymentStatusChip status={p.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
