import Link from '@mui/material/Link';
import { loginRequest } from '@tawi/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { applyServerFieldErrors } from '../../shared/form/apply-server-errors';
import { formResolver } from '../../shared/form/form-resolver';
import { PasswordField } from '../../shared/form/password-field';
import { useDocumentTitle } from '../../shared/use-document-title';
import { login } from './auth-api';
import { authErrorMessage } from './auth-error-message';
import { AuthEmailField, AuthFooterLink, AuthForm } from './auth-form';
import { safeReturnUrl } from './return-url';
import { useAuthSuccess } from './use-auth-success';
import { useMeQuery } from './use-me';

export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.signIn.title'));
  const [params] = useSearchParams();
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  const me = useMeQuery();
  const onSuccess = useAuthSuccess();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(loginRequest),
    defaultValues: { email: '', password: '' },
  });

  if (me.data) return <Navigate to={returnUrl} replace />;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const out = await login(values);
      await onSuccess(out.user, returnUrl);
    } catch (err) {
      applyServerFieldErrors(err, setError, ['email', 'password']);
      setFormError(authErrorMessage(err, t));
    }
  });

  return (
    <AuthForm
      screen="signIn"
      onSubmit={submit}
      error={formError}
      submitting={formState.isSubmitting}
      footer={
        <AuthFooterLink text={t('auth.signIn.newHere')} to="/signup" link={t('auth.signIn.createAccount')} />
      }
    >
      <AuthEmailField control={control} autoFocus />
      <PasswordField
        control={control}
        name="password"
        label={t('auth.password')}
        autoComplete="current-password"
        fullWidth
      />
      <Link
        component={RouterLink}
        to="/forgot-password"
        variant="body2"
        sx={{ justifySelf: 'end', mt: -1.5 }}
      >
        {t('auth.signIn.forgotPassword')}
      </Link>
    </AuthForm>
  );
}
