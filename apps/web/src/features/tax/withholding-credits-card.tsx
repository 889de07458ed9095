import type { VatSummaryDetail } from '@tawi/contracts';
import { SectionCard } from '../../shared/documents/section-card';
import { formatDate, formatKes } from '../../shared/format';
import { column, SimpleTable } from '../../shared/simple-table';
import { useTaxText } from './use-tax-text';

type Certificate = VatSummaryDetail['withholdingCertificates'][number];

/** The withholding VAT certificates received in the month (they offset the VAT due); nothing when none. */
export function WithholdingCreditsCard({ summary }: { summary: VatSummaryDetail }) {
  const { t } = useTaxText();
  const rows = summary.withholdingCertificates;
  if (rows.length === 0) return null;
  return (
    <SectionCard title={t('credits.title', { amount: formatKes(summary.withholdingCredits) })}>
      <SimpleTable<Certificate>
        label={t('credits.label', { period: summary.label })}
        rows={rows}
        rowKey={(r) => r.receiptId}
        columns={[
          column(t('credits.certificate'), (r) => r.certificateNumber),
          column(t('common.date'), (r) => formatDate(r.certificateDate)),
          column(t('credits.withheldBy'), (r) => r.withholderName),
          column(t('credits.receipt'), (r) => r.receiptNumber),
          column(t('credits.invoices'), (r) => r.invoiceNumber),
          column(t('common.vatWithheld'), (r) => formatKes(r.amount), { align: 'right' }),
        ]}
      />
    </SectionCard>
  );
}
