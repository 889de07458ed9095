import Box from '@mui/material/Box';
import { useParams } from 'react-router';
import { detailFrame } from '../../../shared/documents/detail-frame';
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
  const reconciliation = useReconciliation(id);

  const [r, back, wait] = detailFrame(reconciliation, {
    back: [reconciliationPaths.list, t('reconciliations.title')],
    texts: [t('reconciliations.title'), t('reconciliation.loadFailed'), t('reconciliation.loading')],
  });
  if (!r) return wait;

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
