import Typography from '@mui/material/Typography';
import { mailTestInput } from '@tawi/contracts';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useDialogForm } from '../../../shared/form/use-dialog-form';
import { FormDialog } from '../../../shared/form-dialog';
import { useSettingsText } from '../use-settings-text';
import { useSendTestMail } from './mail-settings-api';

/** Asks for an address and sends a test message through the settings in force; shows the server's refusal. */
export function SendTestMailDialog({ defaultTo, onClose }: { defaultTo: string; onClose: () => void }) {
  const { t } = useSettingsText();
  const send = useSendTestMail();
  const { form, dialog } = useDialogForm({
    schema: mailTestInput,
    defaultValues: { to: defaultTo },
    serverFields: ['to'],
    onClose,
    save: async (values) => {
      await send.mutateAsync(values);
      return t('mail.test.sent', { to: values.to });
    },
  });
  return (
    <FormDialog {...dialog} title={t('mail.test.title')} submitLabel={t('mail.test.submit')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('mail.test.intro')}
      </Typography>
      <FormTextField
        control={form.control}
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
