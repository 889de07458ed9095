import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import RepeatIcon from '@mui/icons-material/Repeat';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type Invoice, type RecurringInvoice, recurringInvoicesApi } from '@tawi/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../shared/api/api-error';
import { useApiMutation, useApiQuery } from '../../../shared/api/api-hooks';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { SectionCard } from '../../../shared/documents/section-card';
import { EMPTY_DISPLAY, formatDate } from '../../../shared/format';
import { useConfirmAction } from '../../../shared/use-confirm-action';
import { FREQUENCY_LABELS, RecurringInvoiceDialog } from './recurring-invoice-dialog';

const STATUS_WORDS: Record<RecurringInvoice['status'], string> = {
  active: 'Active',
  paused: 'Paused',
  finished: 'Finished',
};

function scheduleText(s: RecurringInvoice) {
  const until = [s.endDate && `until ${formatDate(s.endDate)}`, s.maxCount && `${s.maxCount} invoices`]
    .filter(Boolean)
    .join(', ');
  return `${FREQUENCY_LABELS[s.frequency]} from ${formatDate(s.startDate)}${until ? ` (${until})` : ''}`;
}

/** The schedules repeating this invoice: next date, issued so far; repeat, pause, resume, delete. */
export function RecurringInvoicesCard({ invoice, canChange }: { invoice: Invoice; canChange: boolean }) {
  const schedules = useApiQuery(recurringInvoicesApi.list, { query: { limit: 250 } });
  const [creating, setCreating] = useState(false);
  const byId = {
    input: (id: string) => ({ params: { id } }),
    onError: (err: Error) => toast.error(errorMessage(err)),
  };
  const pause = useApiMutation(recurringInvoicesApi.pause, byId);
  const resume = useApiMutation(recurringInvoicesApi.resume, byId);
  const remove = useApiMutation(recurringInvoicesApi.remove, { input: (id: string) => ({ params: { id } }) });
  const confirmRemove = useConfirmAction<RecurringInvoice>(remove, {
    successMessage: () => 'Schedule deleted',
  });
  const mine = (schedules.data?.items ?? []).filter((s) => s.templateInvoiceId === invoice.id);
  const repeatable = invoice.status !== 'Draft' && invoice.status !== 'Void';
  return (
    <SectionCard
      title="Recurring"
      aside={
        canChange && repeatable ? (
          <Button size="small" startIcon={<RepeatIcon />} onClick={() => setCreating(true)}>
            Repeat…
          </Button>
        ) : undefined
      }
    >
      {mine.length === 0 ? (
        <Typography color="text.secondary">
          {schedules.isPending ? 'Loading schedules…' : 'This invoice is not repeated.'}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label="Schedules">
          {mine.map((s) => (
            <li key={s.id}>
              <Typography component="span">
                {scheduleText(s)} · {STATUS_WORDS[s.status]} · next{' '}
                {s.nextDate ? formatDate(s.nextDate) : EMPTY_DISPLAY} · {s.issuedCount} issued
                {s.emailCustomer ? ' · emailed' : ''}
              </Typography>
              {s.lastError && (
                <Typography color="error" variant="body2">
                  {s.lastError}
                </Typography>
              )}
              {canChange && s.status === 'active' && (
                <IconButton size="small" aria-label="Pause schedule" onClick={() => pause.mutate(s.id)}>
                  <PauseIcon fontSize="small" />
                </IconButton>
              )}
              {canChange && s.status === 'paused' && (
                <IconButton size="small" aria-label="Resume schedule" onClick={() => resume.mutate(s.id)}>
                  <PlayArrowIcon fontSize="small" />
                </IconButton>
              )}
              {canChange && (
                <IconButton
                  size="small"
                  aria-label="Delete schedule"
                  onClick={() => confirmRemove.request(s)}
                >
                  <DeleteOutlinedIcon fontSize="small" />
                </IconButton>
              )}
            </li>
          ))}
        </Box>
      )}
      {creating && <RecurringInvoiceDialog invoice={invoice} onClose={() => setCreating(false)} />}
      <ConfirmDialog
        {...confirmRemove.dialogProps}
        title="Delete this schedule?"
        message="No more invoices are issued from it; those already issued stay."
        confirmLabel="Delete"
        destructive
      />
    </SectionCard>
  );
}
