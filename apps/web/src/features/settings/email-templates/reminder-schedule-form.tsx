import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReminderScheduleRecord } from '@tawi/contracts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { formResolver } from '../../../shared/form/form-resolver';
import { FormSwitch } from '../../../shared/form/form-switch';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { useSaveReminderSchedule } from './email-templates-api';
import { type ReminderFormInput, type ReminderFormValues, reminderForm, stepsText } from './template-forms';

const valuesOf = (s: ReminderScheduleRecord): ReminderFormInput => ({
  enabled: s.enabled,
  steps: stepsText(s.steps),
});

/** Payment reminders: on or off, and the days after the due date each reminder goes. */
export function ReminderScheduleForm({
  schedule,
  canEdit,
}: {
  schedule: ReminderScheduleRecord;
  canEdit: boolean;
}) {
  const save = useSaveReminderSchedule();
  const { control, handleSubmit, reset, setError, formState } = useForm<
    ReminderFormInput,
    unknown,
    ReminderFormValues
  >({ resolver: formResolver(reminderForm), defaultValues: valuesOf(schedule), disabled: !canEdit });
  const { formError, attempt } = useServerErrors(setError, ['enabled', 'steps']);
  const submit = handleSubmit((values) =>
    attempt(async () => {
      const saved = await save.mutateAsync(values);
      reset(valuesOf(saved));
      toast.success(saved.enabled ? 'Payment reminders are on' : 'Payment reminders are off');
    }),
  );
  return (
    <Card component="form" noValidate onSubmit={submit} aria-label="Payment reminders">
      <CardContent sx={{ p: { xs: 2.5, sm: 3.5 }, display: 'grid', gap: 2 }}>
        <Box>
          <Typography variant="h6" component="h2">
            Payment reminders
          </Typography>
          <Typography color="text.secondary">
            Overdue invoices get the payment reminder email, with the invoice attached, on these days after
            the due date. Each reminder goes once per invoice; paid and voided invoices get none.
          </Typography>
        </Box>
        <FormSwitch control={control} name="enabled" label="Send payment reminders" />
        <FormTextField
          control={control}
          name="steps"
          label="Days after the due date"
          helperText="Whole days separated by commas, e.g. 1, 7, 14 (at most 6)"
          sx={{ maxWidth: 420 }}
        />
        {formError && <Alert severity="error">{formError}</Alert>}
        {canEdit && (
          <Box>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              Save reminders
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
