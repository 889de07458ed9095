import Box from '@mui/material/Box';
import type { VatSummary } from '@tawi/contracts';
import { StatusChip } from '../../shared/status-chip';

export interface VatStatusChipsProps {
  summary: Pick<VatSummary, 'status' | 'overdue'>;
  /** One chip only (on a phone): Overdue stands for "Pending, past its due date". */
  compact?: boolean;
}

/** Filed or Pending, and Overdue beside a pending return past its due date. */
export function VatStatusChips({ summary, compact = false }: VatStatusChipsProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, height: '100%' }}>
      {!(compact && summary.overdue) && <StatusChip status={summary.status} />}
      {summary.overdue && <StatusChip status="Overdue" />}
    </Box>
  );
}
