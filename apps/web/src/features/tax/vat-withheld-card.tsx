import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { taxApi } from '@tawi/contracts';
import { useApiQuery } from '../../shared/api/api-hooks';
import { apiUrl } from '../../shared/api/call-api';
import { SectionCard } from '../../shared/documents/section-card';
import { ErrorState } from '../../shared/error-state';
import { formatDate, formatKes } from '../../shared/format';
import { useTaxText } from './use-tax-text';

/**
 * VAT the company (a withholding VAT agent) withheld from suppliers in the year: each payment, what
 * it withheld and when that is due to KRA (five working days after), with the list as CSV.
 */
export function VatWithheldCard({ year }: { year: number }) {
  const { t } = useTaxText();
  const query = { from: `${year}-01-01`, to: `${year}-12-31`, limit: 100, sort: '-paymentDate' };
  const list = useApiQuery(taxApi.withheldVat, { query });
  const rows = list.data?.items ?? [];
  return (
    <SectionCard
      title={t('withheld.title', { year })}
      aside={
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          href={apiUrl(taxApi.withheldVatCsv, { query: { from: query.from, to: query.to } })}
          download
        >
          {t('withheld.csv')}
        </Button>
      }
    >
      {list.error ? (
        <ErrorState error={list.error} title={t('withheld.loadFailed')} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">
          {list.isPending ? t('withheld.loading') : t('withheld.none')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('withheld.title', { year })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('common.payment')}</TableCell>
                <TableCell>{t('common.date')}</TableCell>
                <TableCell>{t('common.supplier')}</TableCell>
                <TableCell>{t('common.bills')}</TableCell>
                <TableCell align="right">{t('withheld.taxableValue')}</TableCell>
                <TableCell align="right">{t('common.vatWithheld')}</TableCell>
                <TableCell>{t('withheld.dueToKra')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.paymentId}>
                  <TableCell>{r.paymentNo}</TableCell>
                  <TableCell>{formatDate(r.paymentDate)}</TableCell>
                  <TableCell>{r.supplierName}</TableCell>
                  <TableCell>{r.billNumbers}</TableCell>
                  <TableCell align="right">{formatKes(r.taxableValue)}</TableCell>
                  <TableCell align="right">{formatKes(r.vatWithheld)}</TableCell>
                  <TableCell sx={r.overdue ? { color: 'error.main' } : undefined}>
                    {r.overdue
                      ? t('withheld.overdue', { date: formatDate(r.dueDate) })
                      : formatDate(r.dueDate)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
}
