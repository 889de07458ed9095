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
import { useSalesText } from '../use-sales-text';

// The chip's status words (StatusChip colours and words them by the English status).
const OUTBOX_WORDS: Record<InvoiceReminder['status'], string> = {
  sent: 'Sent',
  queued: 'In the outbox',
  failed: 'Failed',
};

/** "Send reminder" on an overdue invoice: the reminder template, editable, with the invoice PDF. */
export function SendReminderButton({ invoice }: { invoice: Invoice }) {
  const { t } = useSalesText();
  const touched = useTouched();
  const id = invoice.id;
  const number = invoice.invoiceNumber;
  return (
    <EmailDocumentButton
      label={t('invoices.reminders.send')}
      icon={<NotificationsActiveIcon />}
      title={t('invoices.reminders.title', { number })}
      documentName={t('invoices.reminders.documentName', { number })}
      description={t('invoices.reminders.attachment', { number })}
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
  const { t } = useSalesText();
  const reminders = useApiQuery(invoiceRemindersApi.list, { params: { id: invoice.id } });
  if (reminders.error)
    return (
      <ErrorState
        error={reminders.error}
        title={t('invoices.reminders.couldNotLoad')}
        onRetry={() => reminders.refetch()}
      />
    );
  if (!reminders.data)
    return <Skeleton variant="rounded" height={60} aria-label={t('invoices.reminders.loading')} />;
  const rows = reminders.data.items;
  if (rows.length === 0)
    return <Typography color="text.secondary">{t('invoices.reminders.none')}</Typography>;
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={t('invoices.reminders.label', { number: invoice.invoiceNumber })}
        sx={COMPACT_CELLS}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('common.date')}</TableCell>
            <TableCell sx={WIDE}>{t('invoices.reminders.why')}</TableCell>
            <TableCell sx={WIDE}>{t('invoices.reminders.to')}</TableCell>
            <TableCell>{t('common.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id}>
              <TableCell sx={NUM}>{formatDate(r.sentOn)}</TableCell>
              <TableCell sx={WIDE}>
                {r.step === null
                  ? t('invoices.reminders.byHand')
                  : t('invoices.reminders.schedule', { count: r.step })}
              </TableCell>
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
