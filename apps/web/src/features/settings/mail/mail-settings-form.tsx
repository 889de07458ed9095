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
  const save = useSaveMailSettings();
  const { control, handleSubmit, reset, setError, formState } = useForm<
    MailSettingsFormInput,
    unknown,
    MailSettingsInput
  >({
    resolver: formResolver(mailSettingsForm),
    defaultValues: mailSettingsFormValues(settings),
    disabled: !canEdit,
  });
  const { formError, attempt } = useServerErrors(setError, MAIL_SETTINGS_FIELDS);
  const hasOwnPassword = settings.source === 'company' && settings.hasPassword;

  const submit = handleSubmit((values) =>
    attempt(async () => {
      const saved = await save.mutateAsync(values);
      reset(mailSettingsFormValues(saved));
      toast.success('Email settings saved');
    }),
  );

  return (
    <Card component="form" noValidate onSubmit={submit} aria-label="Email (SMTP) settings">
      <CardContent sx={{ p: { xs: 2.5, sm: 3.5 } }}>
        <FormSection
          title="Mail server"
          description="The SMTP server your mail provider gives you (for example smtp.gmail.com, port 587)."
        >
          <FormTextField
            control={control}
            name="host"
            label="SMTP host"
            placeholder="smtp.example.co.ke"
            required
          />
          <FormNumberField
            control={control}
            name="port"
            label="Port"
            required
            helperText="587 (STARTTLS) or 465 (TLS)"
            slotProps={{ htmlInput: { min: 1, max: 65535 } }}
          />
          <Box sx={wide}>
            <FormSwitch
              control={control}
              name="secure"
              label="Use TLS from the start"
              helperText="On for port 465; off for 587, where the connection upgrades with STARTTLS"
            />
          </Box>
          <FormTextField
            control={control}
            name="fromAddress"
            label="From address"
            placeholder="Acme Traders <accounts@acme.co.ke>"
            helperText="An email address, or a name and one: Acme Traders <accounts@acme.co.ke>"
            required
            sx={wide}
          />
        </FormSection>
        <FormSection title="Login" description="Leave the user name blank when the server needs no login.">
          <FormTextField control={control} name="username" label="User name" autoComplete="off" />
          <PasswordField
            control={control}
            name="password"
            label="Password"
            autoComplete="new-password"
            helperText={
              hasOwnPassword ? 'Saved. Leave blank to keep it' : 'Stored encrypted; never shown again'
            }
          />
          {hasOwnPassword && (
            <Box sx={wide}>
              <FormSwitch control={control} name="clearPassword" label="Remove the saved password" />
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
                Use server settings instead
              </Button>
            )}
            <Button onClick={() => reset(mailSettingsFormValues(settings))} disabled={!formState.isDirty}>
              Discard changes
            </Button>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              Save
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
