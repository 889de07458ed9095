import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ResetTokenCheck } from '@tawi/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/api-error';
import { formResolver } from '../../shared/form/form-resolver';
import { PasswordField } from '../../shared/form/password-field';
import { authErrorMessage } from './auth-error-message';
import { resetPassword } from './password-api';
import { type ResetPasswordFormValues, resetLinkProblem, resetPasswordForm } from './password-forms';
import { PasswordPolicyRules } from './password-policy-rules';

export interface ResetPasswordFormProps {
  token: string;
  /** The live link's account and policy. */
  check: ResetTokenCheck;
  onDone: () => void;
}

/** The new password and its confirmation for a live reset link, with the policy it must meet. */
export function ResetPasswordForm({ token, check, onDone }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ResetPasswordFormValues>({
    resolver: formResolver(resetPasswordForm(t)),
    defaultValues: { password: '', confirm: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await resetPassword({ token, password: values.password });
      onDone();
    } catch (err) {
      if (isApiError(err) && err.code === 'weak-password') {
        setError('password', { type: 'server', message: err.message }, { shouldFocus: true });
        return;
      }
      setFormError((isApiError(err) && resetLinkProblem(err.code, t)) || authErrorMessage(err, t));
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('auth.resetPassword.formLabel')}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <Typography variant="body2">
        <Trans t={t} i18nKey="auth.resetPassword.forAccount" values={{ email: check.email }} />
      </Typography>
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={check.email} readOnly hidden />
      <PasswordPolicyRules policy={check.passwordPolicy} />
      <PasswordField
        control={control}
        name="password"
        label={t('auth.resetPassword.newPassword')}
        autoComplete="new-password"
        autoFocus
        fullWidth
      />
      <PasswordField
        control={control}
        name="confirm"
        label={t('auth.resetPassword.confirm')}
        autoComplete="new-password"
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
        {t('auth.resetPassword.submit')}
      </Button>
    </Box>
  );
}
