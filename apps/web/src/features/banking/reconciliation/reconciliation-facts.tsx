import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { Reconciliation } from '@tawi/contracts';
import { type Fact, FactsList } from '../../../shared/documents/facts-list';
import { SectionCard } from '../../../shared/documents/section-card';
import { EMPTY_DISPLAY, formatDate, formatDateTime, formatKes } from '../../../shared/format';
import { useSession } from '../../../shared/session/session-context';
import { StatusChip } from '../../../shared/status-chip';
import { isBalanced } from './reconciliation-format';

function factsOf(r: Reconciliation, timeZone: string): Fact[] {
  const balanced = isBalanced(r);
  return [
    ['Statement balance', formatKes(r.statementBalance)],
    ['Cleared balance', formatKes(r.clearedBalance)],
    [
      'Difference',
      <Box key="d" component="span" sx={{ color: balanced ? 'success.main' : 'error.main', fontWeight: 600 }}>
        {formatKes(r.difference)}
      </Box>,
    ],
    ['Book balance', formatKes(r.bookBalance)],
    ['Statement date', formatDate(r.statementDate)],
    ['Last reconciled', r.lastReconciled ? formatDate(r.lastReconciled) : 'Never'],
    ['Matched lines', String(r.matchedCount)],
    [
      'Reconciled by',
      r.reconciledAt
        ? `${r.reconciledBy ?? EMPTY_DISPLAY} · ${formatDateTime(r.reconciledAt, timeZone)}`
        : EMPTY_DISPLAY,
    ],
  ];
}

/** What to do next, while the reconciliation is open. */
function NextStep({ r }: { r: Reconciliation }) {
  if (r.reconciledAt) return null;
  return isBalanced(r) ? (
    <Alert severity="success" sx={{ mt: 2.5 }}>
      The matched lines add up to the statement balance: finish to mark them cleared.
    </Alert>
  ) : (
    <Alert severity="info" sx={{ mt: 2.5 }}>
      Tick the lines that appear on the statement. It can be finished once the difference is KES 0.00; add
      charges or interest the books do not have yet with Add statement entry.
    </Alert>
  );
}

/** The statement against the cleared lines: the difference is what is left to explain. */
export function ReconciliationFacts({ reconciliation: r }: { reconciliation: Reconciliation }) {
  const { me } = useSession();
  return (
    <SectionCard title="Summary" aside={<StatusChip status={r.status} />}>
      <Box aria-live="polite">
        <FactsList facts={factsOf(r, me.company.timeZone)} />
      </Box>
      <NextStep r={r} />
    </SectionCard>
  );
}
