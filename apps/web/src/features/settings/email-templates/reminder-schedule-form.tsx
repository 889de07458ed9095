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
import { useSettingsText } from '../use-settings-text';
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
  const { t } = useSettingsText();
  const save = useSaveReminderSchedule();
  const { control, handleSubmit, reset, setError, formState } = useForm<
    ReminderFormInput,
    unknown,
    ReminderFormValues
  >({ resolver: formResolver(reminderForm(t)), defaultValues: valuesOf(schedule), disabled: !canEdit });
  const { formError, attempt } = useServerErrors(setError, ['enabled', 'steps']);
  const submit = handleSubmit((values) =>
    attempt(async () => {
      const saved = await save.mutateAsync(values);
      reset(valuesOf(saved));
      toast.success(saved.enabled ? t('reminders.on') : t('reminders.off'));
    }),
  );
  return (
    <Card component="form" noValidate onSubmit={submit} aria-label={t('reminders.title')}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3.5 }, display: 'grid', gap: 2 }}>
        <Box>
          <Typography variant="h6" component="h2">
            {t('reminders.title')}
          </Typography>
          <Typography color="text.secondary">{t('reminders.description')}</Typography>
        </Box>
        <FormSwitch control={control} name="enabled" label={t('reminders.enabled')} />
        <FormTextField
          control={control}
          name="steps"
          label={t('reminders.steps')}
          helperText={t('reminders.stepsHelp')}
          sx={{ maxWidth: 420 }}
        />
        {formError && <Alert severity="error">{formError}</Alert>}
        {canEdit && (
          <Box>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              {t('reminders.save')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
