import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { RecurringInvoice } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { EMPTY_DISPLAY, formatDate } from '../../../shared/format';
import { actionsColumn, dateColumn, statusColumn } from '../../../shared/lists/grid-columns';
import { moneyColumn } from '../../../shared/lists/list-columns';
import { nameColumn } from '../../../shared/lists/name-column';
import { StatusChip } from '../../../shared/status-chip';
import { useCustomersText } from '../use-customers-text';
import { frequencyText } from './recurring-schedule';
import { scheduleRowActions } from './schedule-action-buttons';
import type { ScheduleActions } from './use-schedule-actions';

/** The invoice repeated, with the customer under it on a phone, and why the last issue failed. */
function InvoiceCell({ row, narrow }: { row: RecurringInvoice; narrow: boolean }) {
  const { t } = useCustomersText();
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', minWidth: 0 }}
    >
      <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
        {row.templateInvoiceNumber}
      </Typography>
      {narrow && (
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {t('recurring.nextCaption', {
            name: row.customerName,
            date: row.nextDate ? formatDate(row.nextDate) : EMPTY_DISPLAY,
          })}
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

function TwoLines({ first, second }: { first: string; second: string }) {
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', minWidth: 0 }}
    >
      <Typography variant="body2" noWrap>
        {first}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap component="p">
        {second}
      </Typography>
    </Box>
  );
}

export function recurringInvoiceColumns(
  narrow: boolean,
  actions: ScheduleActions,
  t: TFunction<'customers'>,
): GridColDef<RecurringInvoice>[] {
  return [
    nameColumn<RecurringInvoice>(
      'templateInvoiceNumber',
      t('common.invoice'),
      { flex: 0.8, minWidth: 110 },
      (row) => <InvoiceCell row={row} narrow={narrow} />,
    ),
    { field: 'customerName', headerName: t('common.customer'), flex: 1, minWidth: 130 },
    {
      field: 'frequency',
      headerName: t('recurring.columns.schedule'),
      flex: 1.5,
      minWidth: 190,
      renderCell: ({ row }) => (
        <TwoLines
          first={frequencyText(row, t)}
          second={t('recurring.fromDate', { date: formatDate(row.startDate) })}
        />
      ),
    },
    dateColumn('nextDate', t('recurring.columns.nextInvoice'), { width: 120 }),
    { field: 'issuedCount', headerName: t('recurring.columns.issued'), type: 'number', width: 110 },
    moneyColumn('total', t('recurring.columns.each'), { width: 120 }),
    statusColumn(t('common.status'), { width: 100, cell: StatusChip }),
    actionsColumn<RecurringInvoice>(narrow ? '' : t('common.actions'), narrow ? 80 : 90, (row) =>
      scheduleRowActions(row, actions, t),
    ),
  ];
}
