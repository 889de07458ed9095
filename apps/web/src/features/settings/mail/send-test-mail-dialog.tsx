import Typography from '@mui/material/Typography';
import { type MailTestInput, mailTestInput } from '@tawi/contracts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { formResolver } from '../../../shared/form/form-resolver';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { FormDialog } from '../../../shared/form-dialog';
import { useSettingsText } from '../use-settings-text';
import { useSendTestMail } from './mail-settings-api';

/** Asks for an address and sends a test message through the settings in force; shows the server's refusal. */
export function SendTestMailDialog({ defaultTo, onClose }: { defaultTo: string; onClose: () => void }) {
  const { t } = useSettingsText();
  const send = useSendTestMail();
  const { control, handleSubmit, setError, formState } = useForm<MailTestInput>({
    resolver: formResolver(mailTestInput),
    defaultValues: { to: defaultTo },
  });
  const { formError, attempt } = useServerErrors(setError, ['to']);
  const submit = handleSubmit((values) =>
    attempt(async () => {
      await send.mutateAsync(values);
      toast.success(t('mail.test.sent', { to: values.to }));
      onClose();
    }),
  );
  return (
    <FormDialog
      title={t('mail.test.title')}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={t('mail.test.submit')}
      error={formError}
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('mail.test.intro')}
      </Typography>
      <FormTextField
        control={control}
        name="to"
        label={t('mail.test.to')}
        type="email"
        autoComplete="email"
        autoFocus
        required
        fullWidth
      />
    </FormDialog>
  );
}
