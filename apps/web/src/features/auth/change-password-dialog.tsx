import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { titleAndSubmit } from '../../shared/form/dialog-texts';
import { PasswordField } from '../../shared/form/password-field';
import { useDialogForm } from '../../shared/form/use-dialog-form';
import { FormDialog } from '../../shared/form-dialog';
import { useSession } from '../../shared/session/session-context';
import { useChangePassword } from './password-api';
import { changePasswordForm } from './password-forms';
import { PasswordPolicyRules } from './password-policy-rules';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** The signed-in user's "Change password": current, new and confirm. Mount it only while open. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { me } = useSession();
  const { t } = useTranslation();
  const change = useChangePassword();
  const { form, dialog } = useDialogForm({
    schema: changePasswordForm(t),
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
    serverFields: FIELDS,
    // "not your current password", a weak password: the message under the field is the whole story
    correctFields: null,
    onClose,
    save: async ({ currentPassword, newPassword }) => {
      await change.mutateAsync({ currentPassword, newPassword });
      return t('auth.changePassword.changed');
    },
  });
  const { control } = form;

  return (
    <FormDialog {...dialog} {...titleAndSubmit(t, 'auth.changePassword')} maxWidth="xs">
      <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
        <input type="email" name="username" autoComplete="username" value={me.user.email} readOnly hidden />
        <PasswordField
          control={control}
          name="currentPassword"
          label={t('auth.changePassword.current')}
          autoComplete="current-password"
          autoFocus
          fullWidth
        />
        <PasswordPolicyRules policy={me.company.passwordPolicy} />
        <PasswordField
          control={control}
          name="newPassword"
          label={t('auth.changePassword.newPassword')}
          autoComplete="new-password"
          fullWidth
        />
        <PasswordField
          control={control}
          name="confirm"
          label={t('auth.changePassword.confirm')}
          autoComplete="new-password"
          fullWidth
        />
      </Box>
    </FormDialog>
  );
}
