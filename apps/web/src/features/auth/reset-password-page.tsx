import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { ME_QUERY_KEY } from '../../shared/api/query-client';
import { useDocumentTitle } from '../../shared/use-document-title';
import { authErrorMessage } from './auth-error-message';
import { AuthFooterLink } from './auth-form';
import { AuthLayout } from './auth-layout';
import { checkResetToken } from './password-api';
import { resetLinkProblem } from './password-forms';
import { ResetPasswordForm } from './reset-password-form';

function DeadLink({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Alert severity="error" role="alert">
        {message}
      </Alert>
      <Button component={RouterLink} to="/forgot-password" variant="contained" size="large">
        {t('auth.resetPassword.askNewLink')}
      </Button>
    </Box>
  );
}

function PasswordChanged() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Alert severity="success" role="status">
        {t('auth.resetPassword.changed')}
      </Alert>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        {t('auth.resetPassword.signIn')}
      </Button>
    </Box>
  );
}

/** The page a reset mail links to (`/reset-password?token=`): the new password twice, then sign in. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.resetPassword.documentTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  const check = useQuery({
    queryKey: ['reset-token', token],
    queryFn: () => checkResetToken(token),
    enabled: token !== '' && !done,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const finish = () => {
    queryClient.setQueryData(ME_QUERY_KEY, null); // every session ended, this browser's too
    setDone(true);
  };

  let content: ReactNode;
  if (done) content = <PasswordChanged />;
  else if (!token) content = <DeadLink message={resetLinkProblem('reset-token-invalid', t) ?? ''} />;
  else if (check.error)
    content = (
      <DeadLink
        message={
          (isApiError(check.error) && resetLinkProblem(check.error.code, t)) ||
          authErrorMessage(check.error, t)
        }
      />
    );
  else if (!check.data)
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label={t('auth.resetPassword.checking')} />
      </Box>
    );
  else content = <ResetPasswordForm token={token} check={check.data} onDone={finish} />;

  return (
    <AuthLayout title={t('auth.resetPassword.title')} subtitle={t('auth.resetPassword.subtitle')}>
      {content}
      {!done && <AuthFooterLink to="/" link={t('auth.forgotPassword.backToSignIn')} spaced />}
    </AuthLayout>
  );
}
