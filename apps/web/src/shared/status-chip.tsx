import Chip, { type ChipProps } from '@mui/material/Chip';
import { statusColor } from '@tawi/domain';

export interface StatusChipProps {
  status: string;
  size?: ChipProps['size'];
}

/** A status with the spec's colours (SPEC point 4 "Status display"); unknown statuses are grey. */
export function StatusChip({ status, size = 'small' }: StatusChipProps) {
  return <Chip label={status} color={statusColor(status)} size={size} variant="outlined" />;
}
