import Box from '@mui/material/Box';
import { useParams } from 'react-router';
import { detailFrame } from '../../shared/documents/detail-frame';
import { SectionCard } from '../../shared/documents/section-card';
import { formatDate } from '../../shared/format';
import { PageHeader } from '../../shared/page-header';
import { useTaxText } from './use-tax-text';
import { useVatSummary } from './vat-api';
import { VatCategoryTable } from './vat-category-table';
import { VatFilingReports } from './vat-filing-reports';
import { vatPaths } from './vat-format';
import { VatStatusChips } from './vat-status-chips';
import { VatSummaryActions } from './vat-summary-actions';
import { ChangedSinceFilingAlert, VatSummaryFacts } from './vat-summary-facts';
import { VatTransactionsCard } from './vat-transactions-card';
import { WithholdingCreditsCard } from './withholding-credits-card';

/** One month's VAT: figures, per tax category, its documents, filing and the reports kept with it. */
export function VatSummaryDetailPage() {
  const { period = '' } = useParams();
  const { t } = useTaxText();
  const summary = useVatSummary(period);

  const [s, back, wait] = detailFrame(summary, {
    back: [vatPaths.list, t('list.title')],
    texts: [t('detail.title'), t('detail.loadFailed'), t('detail.loading')],
  });
  if (!s) return wait;

  return (
    <>
      <PageHeader
        title={t('detail.titleOf', { period: s.label })}
        description={t('detail.description', {
          from: formatDate(s.from),
          to: formatDate(s.to),
          due: formatDate(s.dueDate),
        })}
        breadcrumb={back}
        actions={<VatSummaryActions summary={s} />}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <ChangedSinceFilingAlert summary={s} />
        <SectionCard title={t('common.details')} aside={<VatStatusChips summary={s} />}>
          <VatSummaryFacts summary={s} />
        </SectionCard>
        <SectionCard title={t('detail.byCategory')}>
          <VatCategoryTable summary={s} />
        </SectionCard>
        <VatTransactionsCard summary={s} />
        <WithholdingCreditsCard summary={s} />
        <VatFilingReports summary={s} />
      </Box>
    </>
  );
}
