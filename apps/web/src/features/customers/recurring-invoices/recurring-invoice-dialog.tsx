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
import { FREQUENCY_LABELS } from './recurring-schedule';

/** Sets up a schedule that issues a copy of this invoice on each date (the server's job issues them). */
export function RecurringInvoiceDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
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
          toast.success(`${invoice.invoiceNumber} repeats ${FREQUENCY_LABELS[frequency].toLowerCase()}`);
          onClose();
        },
      },
    );
  };
  return (
    <FormDialog
      title={`Repeat ${invoice.invoiceNumber}`}
      onSubmit={submit}
      onClose={onClose}
      submitting={create.isPending}
      submitLabel="Save schedule"
      error={create.error && !Object.keys(fields).length ? errorMessage(create.error) : null}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          select
          label="How often"
          value={frequency}
          onChange={(e) => setFrequency(e.target.value as RecurrenceFrequency)}
        >
          {RECURRENCE_FREQUENCIES.map((f) => (
            <MenuItem key={f} value={f}>
              {FREQUENCY_LABELS[f]}
            </MenuItem>
          ))}
        </TextField>
        <DateInput
          label="First invoice on"
          value={startDate}
          onChange={setStartDate}
          required
          error={!!fields.startDate}
          helperText={fields.startDate}
        />
        <DateInput
          label="Last invoice by (optional)"
          value={endDate}
          onChange={setEndDate}
          error={!!fields.endDate}
          helperText={fields.endDate}
        />
        <TextField
          label="Number of invoices (optional)"
          type="number"
          value={maxCount}
          onChange={(e) => setMaxCount(e.target.value)}
          slotProps={{ htmlInput: { min: 1, max: 1000 } }}
          error={!!fields.maxCount}
          helperText={fields.maxCount ?? 'Leave both blank to repeat until you stop it'}
        />
        <FormControlLabel
          control={<Checkbox checked={emailCustomer} onChange={(e) => setEmailCustomer(e.target.checked)} />}
          label="Email each invoice to the customer"
        />
      </Stack>
    </FormDialog>
  );
}
