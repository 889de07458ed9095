import Chip from '@mui/material/Chip';
import type { OutboxStatus } from '@tawi/contracts';
import { useSettingsText } from '../use-settings-text';

/** Waiting like Pending (orange), handed to the mail server like Paid (green), refused like Unpaid (red). */
const COLORS = { queued: 'warning', sent: 'success', failed: 'error' } as const;

export function OutboxStatusChip({ status }: { status: OutboxStatus }) {
  const { t } = useSettingsText();
  return (
    <Chip label={t(`common.statuses.${status}`)} color={COLORS[status]} size="small" variant="outlined" />
  );
}
