import Box from '@mui/material/Box';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../shared/api/api-error';
import { applyServerFieldErrors } from '../../shared/form/apply-server-errors';
import { formResolver } from '../../shared/form/form-resolver';
import { PasswordField } from '../../shared/form/password-field';
import { FormDialog } from '../../shared/form-dialog';
import { useSession } from '../../shared/session/session-context';
import { useChangePassword } from './password-api';
import { type ChangePasswordFormValues, changePasswordForm } from './password-forms';
import { PasswordPolicyRules } from './password-policy-rules';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** The signed-in user's "Change password": current, new and confirm. Mount it only while open. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { me } = useSession();
  const { t } = useTranslation();
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ChangePasswordFormValues>({
    resolver: formResolver(changePasswordForm(t)),
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      toast.success(t('auth.changePassword.changed'));
      onClose();
    } catch (err) {
      const placed = applyServerFieldErrors(err, setError, FIELDS);
      if (isApiError(err) && err.code === 'weak-password') return;
      if (placed === 0) setFormError(errorMessage(err));
    }
  });

  return (
    <FormDialog
      title={t('auth.changePassword.title')}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={t('auth.changePassword.submit')}
      error={formError}
      maxWidth="xs"
    >
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
