import Chip, { type ChipProps } from '@mui/material/Chip';
import { statusColor } from '@tawi/domain';
import { useStatusLabel } from './status-label';

export interface StatusChipProps {
  status: string;
  size?: ChipProps['size'];
}

/**
 * A status in words ('Partly paid', in the interface language) with the spec's colours (SPEC point 4
 * "Status display"); unknown statuses are grey.
 */
export function StatusChip({ status, size = 'small' }: StatusChipProps) {
  const statusLabel = useStatusLabel();
  return <Chip label={statusLabel(status)} color={statusColor(status)} size={size} variant="outlined" />;
}
