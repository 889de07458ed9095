import Box from '@mui/material/Box';
import { useParams } from 'react-router';
import { BackLink } from '../../../shared/documents/back-link';
import { DetailLoadState } from '../../../shared/documents/detail-load-state';
import { SectionCard } from '../../../shared/documents/section-card';
import { PageHeader } from '../../../shared/page-header';
import { useBankingText } from '../use-banking-text';
import { ReconciliationDetailActions } from './reconciliation-detail-actions';
import { ReconciliationFacts } from './reconciliation-facts';
import { reconciliationName, reconciliationPaths } from './reconciliation-format';
import { ReconciliationItems } from './reconciliation-items';
import { useReconciliation } from './reconciliations-api';

/** One statement against the books: its figures, the lines to tick, and finishing it. */
export function ReconciliationDetailPage() {
  const { id = '' } = useParams();
  const { t } = useBankingText();
  const back = <BackLink to={reconciliationPaths.list} label={t('reconciliations.title')} />;
  const reconciliation = useReconciliation(id);

  const r = reconciliation.data;
  if (reconciliation.error || !r) {
    const texts = {
      title: t('reconciliations.title'),
      failed: t('reconciliation.loadFailed'),
      loading: t('reconciliation.loading'),
    };
    return <DetailLoadState query={reconciliation} breadcrumb={back} texts={texts} />;
  }

  return (
    <>
      <PageHeader
        title={t('reconciliation.title', { name: reconciliationName(r, t) })}
        description={
          r.accountNumber ? t('reconciliation.accountNumber', { number: r.accountNumber }) : undefined
        }
        breadcrumb={back}
        actions={<ReconciliationDetailActions reconciliation={r} />}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <ReconciliationFacts reconciliation={r} />
        <SectionCard title={t('reconciliation.lines')}>
          <ReconciliationItems reconciliation={r} />
        </SectionCard>
      </Box>
    </>
  );
}
