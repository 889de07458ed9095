import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { MailSettings, MailSettingsInput } from '@tawi/contracts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormNumberField } from '../../../shared/form/form-number-field';
import { formResolver } from '../../../shared/form/form-resolver';
import { FormSwitch } from '../../../shared/form/form-switch';
import { FormTextField } from '../../../shared/form/form-text-field';
import { PasswordField } from '../../../shared/form/password-field';
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { FormSection } from '../business-profile/form-section';
import { useSettingsText } from '../use-settings-text';
import { useSaveMailSettings } from './mail-settings-api';
import {
  MAIL_SETTINGS_FIELDS,
  type MailSettingsFormInput,
  mailSettingsForm,
  mailSettingsFormValues,
} from './mail-settings-form-values';

const wide = { gridColumn: { sm: '1 / -1' } } as const;

export interface MailSettingsFormProps {
  settings: MailSettings;
  canEdit: boolean;
  /** "Use server settings instead", shown when the company has its own. */
  onUseServerSettings: () => void;
}

/** The company's SMTP server (mailSettingsApi.save); the password is write-only. */
export function MailSettingsForm({ settings, canEdit, onUseServerSettings }: MailSettingsFormProps) {
  const { t } = useSettingsText();
  const save = useSaveMailSettings();
  const { control, handleSubmit, reset, setError, formState } = useForm<
    MailSettingsFormInput,
    unknown,
    MailSettingsInput
  >({
    resolver: formResolver(mailSettingsForm(t)),
    defaultValues: mailSettingsFormValues(settings),
    disabled: !canEdit,
  });
  const { formError, attempt } = useServerErrors(setError, MAIL_SETTINGS_FIELDS);
  const hasOwnPassword = settings.source === 'company' && settings.hasPassword;

  const submit = handleSubmit((values) =>
    attempt(async () => {
      const saved = await save.mutateAsync(values);
      reset(mailSettingsFormValues(saved));
      toast.success(t('mail.form.saved'));
    }),
  );

  return (
    <Card component="form" noValidate onSubmit={submit} aria-label={t('mail.form.label')}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3.5 } }}>
        <FormSection title={t('mail.form.server')} description={t('mail.form.serverDescription')}>
          <FormTextField
            control={control}
            name="host"
            label={t('mail.form.host')}
            placeholder="smtp.example.co.ke"
            required
          />
          <FormNumberField
            control={control}
            name="port"
            label={t('mail.form.port')}
            required
            helperText={t('mail.form.portHelp')}
            slotProps={{ htmlInput: { min: 1, max: 65535 } }}
          />
          <Box sx={wide}>
            <FormSwitch
              control={control}
              name="secure"
              label={t('mail.form.secure')}
              helperText={t('mail.form.secureHelp')}
            />
          </Box>
          <FormTextField
            control={control}
            name="fromAddress"
            label={t('mail.form.from')}
            placeholder="Acme Traders <accounts@acme.co.ke>"
            helperText={t('mail.form.fromHelp')}
            required
            sx={wide}
          />
        </FormSection>
        <FormSection title={t('mail.form.login')} description={t('mail.form.loginDescription')}>
          <FormTextField
            control={control}
            name="username"
            label={t('mail.form.username')}
            autoComplete="off"
          />
          <PasswordField
            control={control}
            name="password"
            label={t('mail.form.password')}
            autoComplete="new-password"
            helperText={hasOwnPassword ? t('mail.form.passwordSaved') : t('mail.form.passwordNew')}
          />
          {hasOwnPassword && (
            <Box sx={wide}>
              <FormSwitch control={control} name="clearPassword" label={t('mail.form.clearPassword')} />
            </Box>
          )}
        </FormSection>
        {formError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {formError}
          </Alert>
        )}
        {canEdit && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end' }}>
            {settings.source === 'company' && (
              <Button color="error" onClick={onUseServerSettings} sx={{ mr: 'auto' }}>
                {t('mail.form.useServer')}
              </Button>
            )}
            <Button onClick={() => reset(mailSettingsFormValues(settings))} disabled={!formState.isDirty}>
              {t('common.discardChanges')}
            </Button>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              {t('common.save')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
