import Box from '@mui/material/Box';
import { StatusChip } from '../status-chip';

/** A status chip centred in a DataGrid cell. */
export function StatusCell({ status }: { status: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
      <StatusChip status={status} />
    </Box>
  );
}
