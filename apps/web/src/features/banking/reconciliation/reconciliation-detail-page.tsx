import Box from '@mui/material/Box';
import { useParams } from 'react-router';
import { BackLink } from '../../../shared/documents/back-link';
import { DetailLoading } from '../../../shared/documents/detail-loading';
import { SectionCard } from '../../../shared/documents/section-card';
import { ErrorState } from '../../../shared/error-state';
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

  if (reconciliation.error)
    return (
      <>
        <PageHeader title={t('reconciliations.title')} breadcrumb={back} />
        <ErrorState
          error={reconciliation.error}
          title={t('reconciliation.loadFailed')}
          onRetry={() => void reconciliation.refetch()}
        />
      </>
    );
  const r = reconciliation.data;
  if (!r) return <DetailLoading label={t('reconciliation.loading')} />;

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
