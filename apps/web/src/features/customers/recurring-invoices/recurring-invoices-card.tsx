import RepeatIcon from '@mui/icons-material/Repeat';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type Invoice, recurringInvoicesApi } from '@tawi/contracts';
import { useState } from 'react';
import { useApiQuery } from '../../../shared/api/api-hooks';
import { SectionCard } from '../../../shared/documents/section-card';
import { EMPTY_DISPLAY, formatDate } from '../../../shared/format';
import { useSession } from '../../../shared/session/session-context';
import { useStatusLabel } from '../../../shared/status-label';
import { useCustomersText } from '../use-customers-text';
import { RecurringInvoiceDialog } from './recurring-invoice-dialog';
import { scheduleText } from './recurring-schedule';
import { ScheduleActionButtons } from './schedule-action-buttons';
import { useScheduleActions } from './use-schedule-actions';

/** The schedules repeating this invoice: next date, issued so far; repeat, pause, resume, delete. */
export function RecurringInvoicesCard({ invoice }: { invoice: Invoice }) {
  const statusLabel = useStatusLabel();
  const { can } = useSession();
  const { t } = useCustomersText();
  const schedules = useApiQuery(recurringInvoicesApi.list, {
    query: { search: invoice.invoiceNumber, limit: 100 },
  });
  const [creating, setCreating] = useState(false);
  const actions = useScheduleActions();
  const mine = (schedules.data?.items ?? []).filter((s) => s.templateInvoiceId === invoice.id);
  const repeatable = invoice.status !== 'Draft' && invoice.status !== 'Void';
  return (
    <SectionCard
      title={t('recurring.card')}
      aside={
        can('customers:create') && repeatable ? (
          <Button size="small" startIcon={<RepeatIcon />} onClick={() => setCreating(true)}>
            {t('recurring.repeat')}
          </Button>
        ) : undefined
      }
    >
      {mine.length === 0 ? (
        <Typography color="text.secondary">
          {schedules.isPending ? t('recurring.loading') : t('recurring.notRepeated')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={t('recurring.schedules')}>
          {mine.map((s) => (
            <li key={s.id}>
              <Typography component="span">
                {t(s.emailCustomer ? 'recurring.lineEmailed' : 'recurring.line', {
                  schedule: scheduleText(s, t),
                  status: statusLabel(s.status),
                  date: s.nextDate ? formatDate(s.nextDate) : EMPTY_DISPLAY,
                  count: s.issuedCount,
                })}
              </Typography>
              {s.lastError && (
                <Typography color="error" variant="body2">
                  {s.lastError}
                </Typography>
              )}
              <ScheduleActionButtons schedule={s} actions={actions.handlers} />
            </li>
          ))}
        </Box>
      )}
      {creating && <RecurringInvoiceDialog invoice={invoice} onClose={() => setCreating(false)} />}
      {actions.confirmDialog}
    </SectionCard>
  );
}
