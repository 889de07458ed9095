import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { VatSummaryDetail } from '@tawi/contracts';
import { SectionCard } from '../../shared/documents/section-card';
import { formatDate, formatKes } from '../../shared/format';

/** The withholding VAT certificates received in the month (they offset the VAT due); nothing when none. */
export function WithholdingCreditsCard({ summary }: { summary: VatSummaryDetail }) {
  const rows = summary.withholdingCertificates;
  if (rows.length === 0) return null;
  return (
    <SectionCard title={`Withholding VAT credits (${formatKes(summary.withholdingCredits)})`}>
      <TableContainer>
        <Table size="small" aria-label={`Withholding VAT certificates of ${summary.label}`}>
          <TableHead>
            <TableRow>
              <TableCell>Certificate</TableCell>
              <TableCell>Date</TableCell>
              <TableCell>Withheld by</TableCell>
              <TableCell>Receipt</TableCell>
              <TableCell>Invoices</TableCell>
              <TableCell align="right">VAT withheld</TableCell>
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
