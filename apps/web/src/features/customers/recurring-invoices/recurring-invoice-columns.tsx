import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { RecurringInvoice } from '@tawi/contracts';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../../shared/format';
import { rowActions } from '../../../shared/row-actions';
import { StatusChip } from '../../../shared/status-chip';
import { scheduleText } from './recurring-schedule';
import { scheduleRowActions } from './schedule-action-buttons';
import type { ScheduleActions } from './use-schedule-actions';

/** The invoice repeated, with the customer under it on a phone, and why the last issue failed. */
function InvoiceCell({ row, narrow }: { row: RecurringInvoice; narrow: boolean }) {
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', minWidth: 0 }}
    >
      <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
        {row.templateInvoiceNumber}
      </Typography>
      {narrow && (
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {row.customerName} · next {row.nextDate ? formatDate(row.nextDate) : EMPTY_DISPLAY}
        </Typography>
      )}
      {row.lastError && (
        <Tooltip title={row.lastError}>
          <Typography variant="caption" color="error" noWrap component="p">
            {row.lastError}
          </Typography>
        </Tooltip>
      )}
    </Box>
  );
}

export function recurringInvoiceColumns(
  narrow: boolean,
  actions: ScheduleActions,
): GridColDef<RecurringInvoice>[] {
  return [
    {
      field: 'templateInvoiceNumber',
      headerName: 'Invoice',
      flex: 1,
      minWidth: 140,
      renderCell: ({ row }) => <InvoiceCell row={row} narrow={narrow} />,
    },
    { field: 'customerName', headerName: 'Customer', flex: 1, minWidth: 160 },
    {
      field: 'frequency',
      headerName: 'Schedule',
      flex: 1.4,
      minWidth: 200,
      valueGetter: (_v, row) => scheduleText(row),
    },
    {
      field: 'nextDate',
      headerName: 'Next invoice',
      width: 125,
      valueFormatter: (v: string | null) => (v ? formatDate(v) : EMPTY_DISPLAY),
    },
    { field: 'issuedCount', headerName: 'Issued', type: 'number', width: 85 },
    {
      field: 'total',
      headerName: 'Each',
      type: 'number',
      width: 130,
      valueFormatter: (v: number) => formatKes(v),
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 110,
      renderCell: ({ row }) => <StatusChip status={row.status} />,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: narrow ? '' : 'Actions',
      width: narrow ? 80 : 100,
      getActions: ({ row }) => rowActions(scheduleRowActions(row, actions)),
    },
  ];
}
