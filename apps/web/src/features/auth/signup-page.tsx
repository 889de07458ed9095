import { signupRequest } from '@tawi/contracts';
import { DEFAULT_PASSWORD_POLICY } from '@tawi/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { applyServerFieldErrors } from '../../shared/form/apply-server-errors';
import { FormDateField } from '../../shared/form/form-date-field';
import { formResolver } from '../../shared/form/form-resolver';
import { FormSwitch } from '../../shared/form/form-switch';
import { FormTextField } from '../../shared/form/form-text-field';
import { PasswordField } from '../../shared/form/password-field';
import { useDocumentTitle } from '../../shared/use-document-title';
import { signup } from './auth-api';
import { authErrorMessage } from './auth-error-message';
import { AuthEmailField, AuthFooterLink, AuthForm } from './auth-form';
import { useAuthSuccess } from './use-auth-success';
import { useMeQuery } from './use-me';

const FIELDS = [
  'companyName',
  'branchName',
  'fullName',
  'email',
  'password',
  'kraPin',
  'vatRegisteredFrom',
] as const;

export function SignupPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.signUp.title'));
  const me = useMeQuery();
  const onSuccess = useAuthSuccess();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(signupRequest),
    defaultValues: {
      companyName: '',
      branchName: '',
      fullName: '',
      email: '',
      password: '',
      vatRegistered: false,
      kraPin: '',
      vatRegisteredFrom: '',
    },
  });
  const vatRegistered = useWatch({ control, name: 'vatRegistered' }) === true;

  if (me.data) return <Navigate to="/dashboard" replace />;

  const submit = handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        const out = await signup(values);
        await onSuccess(out.user, '/dashboard');
        toast.success(t('auth.signUp.ready', { name: out.company.name }));
      } catch (err) {
        applyServerFieldErrors(err, setError, FIELDS);
        if (isApiError(err) && err.code === 'weak-password') {
          setError('password', { type: 'server', message: err.message }, { shouldFocus: true });
        }
        if (isApiError(err) && err.code === 'email-already-in-use') {
          setError('email', { type: 'server', message: t('auth.signUp.emailTaken') });
        }
        setFormError(authErrorMessage(err, t));
      }
      // a form the browser finds incomplete: its fields say why, an earlier server message no longer holds
    },
    () => setFormError(null),
  );

  return (
    <AuthForm
      screen="signUp"
      onSubmit={submit}
      error={formError}
      submitting={formState.isSubmitting}
      gap={2.25}
      footer={<AuthFooterLink text={t('auth.signUp.haveAccount')} to="/" link={t('auth.signUp.signIn')} />}
    >
      <FormTextField
        control={control}
        name="companyName"
        label={t('auth.signUp.businessName')}
        autoComplete="organization"
        autoFocus
        fullWidth
      />
      <FormTextField
        control={control}
        name="branchName"
        label={t('auth.signUp.firstBranch')}
        placeholder={t('auth.examples.branch')}
        helperText={t('auth.signUp.firstBranchHelp')}
        fullWidth
      />
      <FormTextField
        control={control}
        name="fullName"
        label={t('auth.signUp.fullName')}
        autoComplete="name"
        fullWidth
      />
      <AuthEmailField control={control} />
      <PasswordField
        control={control}
        name="password"
        label={t('auth.password')}
        autoComplete="new-password"
        helperText={t('auth.signUp.passwordHelp', { count: DEFAULT_PASSWORD_POLICY.minLength })}
        fullWidth
      />
      <FormSwitch
        control={control}
        name="vatRegistered"
        label={t('auth.signUp.vatRegistered')}
        helperText={
          vatRegistered ? t('auth.signUp.vatRegisteredHelp') : t('auth.signUp.notVatRegisteredHelp')
        }
      />
      {vatRegistered && (
        <>
          <FormTextField
            control={control}
            name="kraPin"
            label={t('auth.signUp.kraPin')}
            placeholder={t('auth.examples.kraPin')}
            required
            fullWidth
          />
          <FormDateField
            control={control}
            name="vatRegisteredFrom"
            label={t('auth.signUp.vatRegisteredFrom')}
            required
            fullWidth
          />
        </>
      )}
    </AuthForm>
  );
}
