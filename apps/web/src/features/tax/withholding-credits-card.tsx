import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { VatSummaryDetail } from '@tawi/contracts';
import { SectionCard } from '../../shared/documents/section-card';
import { formatDate, formatKes } from '../../shared/format';
import { useTaxText } from './use-tax-text';

/** The withholding VAT certificates received in the month (they offset the VAT due); nothing when none. */
export function WithholdingCreditsCard({ summary }: { summary: VatSummaryDetail }) {
  const { t } = useTaxText();
  const rows = summary.withholdingCertificates;
  if (rows.length === 0) return null;
  return (
    <SectionCard title={t('credits.title', { amount: formatKes(summary.withholdingCredits) })}>
      <TableContainer>
        <Table size="small" aria-label={t('credits.label', { period: summary.label })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('credits.certificate')}</TableCell>
              <TableCell>{t('common.date')}</TableCell>
              <TableCell>{t('credits.withheldBy')}</TableCell>
              <TableCell>{t('credits.receipt')}</TableCell>
              <TableCell>{t('credits.invoices')}</TableCell>
              <TableCell align="right">{t('common.vatWithheld')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.receiptId}>
                <TableCell>{r.certificateNumber}</TableCell>
                <TableCell>{formatDate(r.certificateDate)}</TableCell>
                <TableCell>{r.withholderName}</TableCell>
                <TableCell>{r.receiptNumber}</TableCell>
                <TableCell>{r.invoiceNumber}</TableCell>
                <TableCell align="right">{formatKes(r.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </SectionCard>
  );
}
