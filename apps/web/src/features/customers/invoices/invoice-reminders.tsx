import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type Invoice, type InvoiceReminder, invoiceRemindersApi } from '@tawi/contracts';
import { useApiQuery, useTouched } from '../../../shared/api/api-hooks';
import { callApi } from '../../../shared/api/call-api';
import { EmailDocumentButton } from '../../../shared/documents/email-document-button';
import { COMPACT_CELLS, NUM, WIDE } from '../../../shared/documents/table-styles';
import { ErrorState } from '../../../shared/error-state';
import { formatDate } from '../../../shared/format';
import { StatusChip } from '../../../shared/status-chip';

const OUTBOX_WORDS: Record<InvoiceReminder['status'], string> = {
  sent: 'Sent',
  queued: 'In the outbox',
  failed: 'Failed',
};

const stepWords = (step: number | null) =>
  step === null ? 'Sent by hand' : `Schedule: ${step} ${step === 1 ? 'day' : 'days'} late`;

/** "Send reminder" on an overdue invoice: the reminder template, editable, with the invoice PDF. */
export function SendReminderButton({ invoice }: { invoice: Invoice }) {
  const touched = useTouched();
  const id = invoice.id;
  return (
    <EmailDocumentButton
      label="Send reminder"
      icon={<NotificationsActiveIcon />}
      title={`Payment reminder for ${invoice.invoiceNumber}`}
      documentName={`the reminder for ${invoice.invoiceNumber}`}
      description={`${invoice.invoiceNumber} goes as a PDF attachment with the reminder.`}
      draft={{
        key: ['reminder', id],
        load: () => callApi(invoiceRemindersApi.draft, { params: { id } }),
      }}
      send={async (body) => {
        const result = await callApi(invoiceRemindersApi.send, { params: { id }, body });
        touched(invoiceRemindersApi.send);
        return result;
      }}
    />
  );
}

/** The payment reminders mailed for the invoice: by the schedule or by hand. */
export function InvoiceRemindersTable({ invoice }: { invoice: Invoice }) {
  const reminders = useApiQuery(invoiceRemindersApi.list, { params: { id: invoice.id } });
  if (reminders.error)
    return (
      <ErrorState
        error={reminders.error}
        title="Could not load the reminders"
        onRetry={() => reminders.refetch()}
      />
    );
  if (!reminders.data) return <Skeleton variant="rounded" height={60} aria-label="Loading the reminders" />;
  const rows = reminders.data.items;
  if (rows.length === 0)
    return (
      <Typography color="text.secondary">No payment reminder has been sent for this invoice.</Typography>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label={`Payment reminders of ${invoice.invoiceNumber}`} sx={COMPACT_CELLS}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell sx={WIDE}>Why</TableCell>
            <TableCell sx={WIDE}>To</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id}>
              <TableCell sx={NUM}>{formatDate(r.sentOn)}</TableCell>
              <TableCell sx={WIDE}>{stepWords(r.step)}</TableCell>
              <TableCell sx={WIDE}>{r.to}</TableCell>
              <TableCell>
                <StatusChip status={OUTBOX_WORDS[r.status]} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
