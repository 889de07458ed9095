import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { CustomerReceipt } from '@tawi/contracts';
import { useCustomersText } from '../use-customers-text';

/** A receipt's status: Completed reads like a paid invoice (green), a voided one counts no more (grey). */
const COLORS: Record<CustomerReceipt['status'], 'success' | 'default'> = {
  Completed: 'success',
  Voided: 'default',
};

export function ReceiptStatusChip({ status }: { status: CustomerReceipt['status'] }) {
  const { t } = useCustomersText();
  return (
    <Chip label={t(`receipts.status.${status}`)} color={COLORS[status]} size="small" variant="outlined" />
  );
}

/** The chip centred in a DataGrid cell. */
export function ReceiptStatusCell({ status }: { status: CustomerReceipt['status'] }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
      <ReceiptStatusChip status={status} />
    </Box>
  );
}
