import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { forgotPasswordRequest } from '@tawi/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { applyServerFieldErrors } from '../../shared/form/apply-server-errors';
import { formResolver } from '../../shared/form/form-resolver';
import { useDocumentTitle } from '../../shared/use-document-title';
import { authErrorMessage } from './auth-error-message';
import { AuthEmailField, AuthFooterLink, AuthForm } from './auth-form';
import { AuthLayout } from './auth-layout';
import { requestPasswordReset } from './password-api';

function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <AuthFooterLink
      text={t('auth.forgotPassword.remembered')}
      to="/"
      link={t('auth.forgotPassword.backToSignIn')}
    />
  );
}

/** "Forgot password?": asks for the email and says a link was sent if an account has it. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgotPassword.title'));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(forgotPasswordRequest),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await requestPasswordReset(values);
      setSentTo(values.email);
    } catch (err) {
      applyServerFieldErrors(err, setError, ['email']);
      setFormError(authErrorMessage(err, t));
    }
  });

  if (sentTo) {
    return (
      <AuthLayout title={t('auth.forgotPassword.sentTitle')} subtitle={t('auth.forgotPassword.sentSubtitle')}>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <Alert severity="success" role="status">
            <Trans t={t} i18nKey="auth.forgotPassword.sent" values={{ email: sentTo }} />
          </Alert>
          <Typography variant="body2" color="text.secondary">
            {t('auth.forgotPassword.noEmail')}
          </Typography>
          <BackToSignIn />
        </Box>
      </AuthLayout>
    );
  }

  return (
    <AuthForm
      screen="forgotPassword"
      onSubmit={submit}
      error={formError}
      submitting={formState.isSubmitting}
      footer={<BackToSignIn />}
    >
      <AuthEmailField control={control} autoFocus />
    </AuthForm>
  );
}
