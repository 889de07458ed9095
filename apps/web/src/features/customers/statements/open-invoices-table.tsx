import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CustomerStatement } from '@tawi/contracts';
import { COMPACT_CELLS, NUM, WIDE } from '../../../shared/documents/table-styles';
import { formatDate, formatKes } from '../../../shared/format';
import { StatusChip } from '../../../shared/status-chip';
import { useCustomersText } from '../use-customers-text';

/** The invoices still open at the period's end: what makes up the aging. */
export function OpenInvoicesTable({
  invoices,
  label,
}: {
  invoices: CustomerStatement['openInvoices'];
  label: string;
}) {
  const { t } = useCustomersText();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label} sx={COMPACT_CELLS}>
        <TableHead>
          <TableRow>
            <TableCell>{t('common.invoice')}</TableCell>
            <TableCell sx={WIDE}>{t('common.date')}</TableCell>
            <TableCell>{t('statements.due')}</TableCell>
            <TableCell sx={WIDE}>{t('common.status')}</TableCell>
            <TableCell align="right">{t('statements.outstanding')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((i) => (
            <TableRow key={i.invoiceNumber}>
              <TableCell>{i.invoiceNumber}</TableCell>
              <TableCell sx={[WIDE, NUM]}>{formatDate(i.date)}</TableCell>
              <TableCell sx={NUM}>{formatDate(i.dueDate)}</TableCell>
              <TableCell sx={WIDE}>
                <StatusChip status={i.status} />
              </TableCell>
              <TableCell align="right" sx={NUM}>
                {formatKes(i.outstanding)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
