import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { taxApi, type VatWithheldPayment } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { useApiQuery } from '../../shared/api/api-hooks';
import { apiUrl } from '../../shared/api/call-api';
import { SectionCard } from '../../shared/documents/section-card';
import { ErrorState } from '../../shared/error-state';
import { formatDate, formatKes } from '../../shared/format';
import { column, SimpleTable } from '../../shared/simple-table';
import { useTaxText } from './use-tax-text';

const dueText = (r: VatWithheldPayment, t: TFunction<'tax'>) =>
  r.overdue ? t('withheld.overdue', { date: formatDate(r.dueDate) }) : formatDate(r.dueDate);

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
      ) : (
        <SimpleTable<VatWithheldPayment>
          label={t('withheld.title', { year })}
          rows={rows}
          rowKey={(r) => r.paymentId}
          empty={list.isPending ? t('withheld.loading') : t('withheld.none')}
          columns={[
            column(t('common.payment'), (r) => r.paymentNo),
            column(t('common.date'), (r) => formatDate(r.paymentDate)),
            column(t('common.supplier'), (r) => r.supplierName),
            column(t('common.bills'), (r) => r.billNumbers),
            column(t('withheld.taxableValue'), (r) => formatKes(r.taxableValue), { align: 'right' }),
            column(t('common.vatWithheld'), (r) => formatKes(r.vatWithheld), { align: 'right' }),
            column(t('withheld.dueToKra'), (r) => dueText(r, t), {
              cellSx: (r) => (r.overdue ? { color: 'error.main' } : undefined),
            }),
          ]}
        />
      )}
    </SectionCard>
  );
}
