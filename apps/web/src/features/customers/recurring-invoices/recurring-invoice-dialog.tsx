import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type Invoice, recurringInvoicesApi } from '@tawi/contracts';
import { RECURRENCE_FREQUENCIES, type RecurrenceFrequency, todayIn } from '@tawi/domain';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, errorMessage } from '../../../shared/api/api-error';
import { useApiMutation } from '../../../shared/api/api-hooks';
import { DateInput } from '../../../shared/date-input';
import { FormDialog } from '../../../shared/form-dialog';
import { useCustomersText } from '../use-customers-text';

/** Sets up a schedule that issues a copy of this invoice on each date (the server's job issues them). */
export function RecurringInvoiceDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useCustomersText();
  const create = useApiMutation(recurringInvoicesApi.create);
  const [frequency, setFrequency] = useState<RecurrenceFrequency>('monthly');
  const [startDate, setStartDate] = useState(todayIn());
  const [endDate, setEndDate] = useState('');
  const [maxCount, setMaxCount] = useState('');
  const [emailCustomer, setEmailCustomer] = useState(false);
  const fields = create.error instanceof ApiError ? (create.error.fields ?? {}) : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      {
        body: {
          invoiceId: invoice.id,
          frequency,
          startDate,
          endDate: endDate || null,
          maxCount: maxCount ? Number(maxCount) : null,
          emailCustomer,
        },
      },
      {
        onSuccess: () => {
          toast.success(t(`recurring.repeats.${frequency}`, { number: invoice.invoiceNumber }));
          onClose();
        },
      },
    );
  };
  return (
    <FormDialog
      title={t('recurring.dialogTitle', { number: invoice.invoiceNumber })}
      onSubmit={submit}
      onClose={onClose}
      submitting={create.isPending}
      submitLabel={t('recurring.save')}
      error={create.error && !Object.keys(fields).length ? errorMessage(create.error) : null}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          select
          label={t('recurring.howOften')}
          value={frequency}
          onChange={(e) => setFrequency(e.target.value as RecurrenceFrequency)}
        >
          {RECURRENCE_FREQUENCIES.map((f) => (
            <MenuItem key={f} value={f}>
              {t(`recurring.frequency.${f}`)}
            </MenuItem>
          ))}
        </TextField>
        <DateInput
          label={t('recurring.firstOn')}
          value={startDate}
          onChange={setStartDate}
          required
          error={!!fields.startDate}
          helperText={fields.startDate}
        />
        <DateInput
          label={t('recurring.lastBy')}
          value={endDate}
          onChange={setEndDate}
          error={!!fields.endDate}
          helperText={fields.endDate}
        />
        <TextField
          label={t('recurring.maxCount')}
          type="number"
          value={maxCount}
          onChange={(e) => setMaxCount(e.target.value)}
          slotProps={{ htmlInput: { min: 1, max: 1000 } }}
          error={!!fields.maxCount}
          helperText={fields.maxCount ?? t('recurring.maxCountHelp')}
        />
        <FormControlLabel
          control={<Checkbox checked={emailCustomer} onChange={(e) => setEmailCustomer(e.target.checked)} />}
          label={t('recurring.emailCustomer')}
        />
      </Stack>
    </FormDialog>
  );
}
