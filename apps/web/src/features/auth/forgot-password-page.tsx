import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { forgotPasswordRequest } from '@tawi/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { applyServerFieldErrors } from '../../shared/form/apply-server-errors';
import { formResolver } from '../../shared/form/form-resolver';
import { FormTextField } from '../../shared/form/form-text-field';
import { useDocumentTitle } from '../../shared/use-document-title';
import { authErrorMessage } from './auth-error-message';
import { AuthLayout } from './auth-layout';
import { requestPasswordReset } from './password-api';

function BackToSignIn() {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
      Remembered it?{' '}
      <Link component={RouterLink} to="/" sx={{ fontWeight: 600 }}>
        Back to sign in
      </Link>
    </Typography>
  );
}

/** "Forgot password?": asks for the email and says a link was sent if an account has it. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
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
      setFormError(authErrorMessage(err));
    }
  });

  if (sentTo) {
    return (
      <AuthLayout title="Check your email" subtitle="A reset link is on its way if the account exists.">
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <Alert severity="success" role="status">
            If an account uses <strong>{sentTo}</strong>, we sent it a link to choose a new password. The link
            works once, for 1 hour.
          </Alert>
          <Typography variant="body2" color="text.secondary">
            No email after a few minutes? Check the spam folder, or ask the owner of your business to send you
            a reset from Settings &gt; Users.
          </Typography>
          <BackToSignIn />
        </Box>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Forgot password" subtitle="Enter the email you sign in with; we will send you a link.">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          Send reset link
        </Button>
        <BackToSignIn />
      </Box>
    </AuthLayout>
  );
}
