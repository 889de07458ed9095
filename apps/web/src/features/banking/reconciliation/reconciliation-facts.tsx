import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { Reconciliation } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { type Fact, FactsList } from '../../../shared/documents/facts-list';
import { SectionCard } from '../../../shared/documents/section-card';
import { EMPTY_DISPLAY, formatDate, formatDateTime, formatKes } from '../../../shared/format';
import { useSession } from '../../../shared/session/session-context';
import { StatusChip } from '../../../shared/status-chip';
import { useBankingText } from '../use-banking-text';
import { isBalanced } from './reconciliation-format';

function factsOf(r: Reconciliation, timeZone: string, t: TFunction<'banking'>): Fact[] {
  const balanced = isBalanced(r);
  return [
    [t('facts.statementBalance'), formatKes(r.statementBalance)],
    [t('facts.clearedBalance'), formatKes(r.clearedBalance)],
    [
      t('facts.difference'),
      <Box key="d" component="span" sx={{ color: balanced ? 'success.main' : 'error.main', fontWeight: 600 }}>
        {formatKes(r.difference)}
      </Box>,
    ],
    [t('facts.bookBalance'), formatKes(r.bookBalance)],
    [t('facts.statementDate'), formatDate(r.statementDate)],
    [t('facts.lastReconciled'), r.lastReconciled ? formatDate(r.lastReconciled) : t('facts.never')],
    [t('facts.matchedLines'), String(r.matchedCount)],
    [
      t('facts.reconciledBy'),
      r.reconciledAt
        ? `${r.reconciledBy ?? EMPTY_DISPLAY} · ${formatDateTime(r.reconciledAt, timeZone)}`
        : EMPTY_DISPLAY,
    ],
  ];
}

/** What to do next, while the reconciliation is open. */
function NextStep({ r }: { r: Reconciliation }) {
  const { t } = useBankingText();
  if (r.reconciledAt) return null;
  return isBalanced(r) ? (
    <Alert severity="success" sx={{ mt: 2.5 }}>
      {t('reconciliation.balanced')}
    </Alert>
  ) : (
    <Alert severity="info" sx={{ mt: 2.5 }}>
      {t('reconciliation.unbalanced')}
    </Alert>
  );
}

/** The statement against the cleared lines: the difference is what is left to explain. */
export function ReconciliationFacts({ reconciliation: r }: { reconciliation: Reconciliation }) {
  const { me } = useSession();
  const { t } = useBankingText();
  return (
    <SectionCard title={t('reconciliation.summary')} aside={<StatusChip status={r.status} />}>
      <Box aria-live="polite">
        <FactsList facts={factsOf(r, me.company.timeZone, t)} />
      </Box>
      <NextStep r={r} />
    </SectionCard>
  );
}
