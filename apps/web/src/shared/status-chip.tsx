import Chip, { type ChipProps } from '@mui/material/Chip';
import { statusColor, statusLabel } from '@tawi/domain';

export interface StatusChipProps {
  status: string;
  size?: ChipProps['size'];
}

/**
 * A status in words ('Partly paid') with the spec's colours (SPEC point 4 "Status display");
 * unknown statuses are grey.
 */
export function StatusChip({ status, size = 'small' }: StatusChipProps) {
  return <Chip label={statusLabel(status)} color={statusColor(status)} size={size} variant="outlined" />;
}
