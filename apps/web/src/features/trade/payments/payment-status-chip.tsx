import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTradeText } from '../use-trade-text';
import type { SupplierPaymentStatus } from './payments-api';

/**
 * Payment statuses are not in the spec's colour list (SPEC point 4): a completed payment reads like a
 * paid bill, a voided one like a void bill, a refund is informational.
 */
const COLORS: Record<SupplierPaymentStatus, 'success' | 'info' | 'secondary'> = {
  Completed: 'success',
  Refunded: 'info',
  Voided: 'secondary',
};

export function PaymentStatusChip({ status }: { status: SupplierPaymentStatus }) {
  const { t } = useTradeText();
  return (
    <Chip label={t(`payments.status.${status}`)} color={COLORS[status]} size="small" variant="outlined" />
  );
}

/** The chip centred in a DataGrid cell. */
export function PaymentStatusCell({ status }: { status: SupplierPaymentStatus }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
      <PaymentStatusChip status={status} />
    </Box>
  );
}
