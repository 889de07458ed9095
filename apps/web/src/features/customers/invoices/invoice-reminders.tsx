import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import Skeleton from '@mui/material/Skeleton';
import { type Invoice, type InvoiceReminder, invoiceRemindersApi } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { useApiQuery, useTouched } from '../../../shared/api/api-hooks';
import { callApi } from '../../../shared/api/call-api';
import { EmailDocumentButton } from '../../../shared/documents/email-document-button';
import { COMPACT_CELLS } from '../../../shared/documents/table-styles';
import { ErrorState } from '../../../shared/error-state';
import { formatDate } from '../../../shared/format';
import { column, SimpleTable } from '../../../shared/simple-table';
import { StatusChip } from '../../../shared/status-chip';
import { useSalesText } from '../use-sales-text';

// The chip's status words (StatusChip colours and words them by the English status).
const OUTBOX_WORDS: Record<InvoiceReminder['status'], string> = {
  sent: 'Sent',
  queued: 'In the outbox',
  failed: 'Failed',
};

const whyText = (r: InvoiceReminder, t: TFunction<'sales'>) =>
  r.step === null ? t('invoices.reminders.byHand') : t('invoices.reminders.schedule', { count: r.step });

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
  return (
    <SimpleTable<InvoiceReminder>
      label={t('invoices.reminders.label', { number: invoice.invoiceNumber })}
      sx={COMPACT_CELLS}
      rows={reminders.data.items}
      rowKey={(r) => r.id}
      empty={t('invoices.reminders.none')}
      columns={[
        column(t('common.date'), (r) => formatDate(r.sentOn), { num: true }),
        column(t('invoices.reminders.why'), (r) => whyText(r, t), { hide: 'wide' }),
        column(t('invoices.reminders.to'), (r) => r.to, { hide: 'wide' }),
        column(t('common.status'), (r) => <StatusChip status={OUTBOX_WORDS[r.status]} />),
      ]}
    />
  );
}
