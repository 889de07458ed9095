import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { SalesOrderStatus } from '@tawi/contracts';
import type { StatusColor } from '@tawi/domain';
import { useStatusLabel } from '../../../shared/status-label';

/**
 * An order's progress: Open blue, Partially Invoiced orange (part done, like PaidPartially),
 * Invoiced green (done, like Received and Paid), Canceled grey. The spec's "info for Invoiced" is
 * the estimate's status (an estimate turned into an invoice) and stays so on estimates.
 */
const COLORS: Record<SalesOrderStatus, StatusColor> = {
  Open: 'info',
  'Partially Invoiced': 'warning',
  Invoiced: 'success',
  Canceled: 'default',
};

/** A sales order's status, looking like every other status chip. */
export function SalesOrderStatusChip({ status }: { status: SalesOrderStatus }) {
  const statusLabel = useStatusLabel();
  return <Chip label={statusLabel(status)} color={COLORS[status]} size="small" variant="outlined" />;
}

/** The chip centred in a DataGrid cell. */
export function SalesOrderStatusCell({ status }: { status: SalesOrderStatus }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
      <SalesOrderStatusChip status={status} />
    </Box>
  );
}
