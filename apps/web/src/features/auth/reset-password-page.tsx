import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { ME_QUERY_KEY } from '../../shared/api/query-client';
import { useDocumentTitle } from '../../shared/use-document-title';
import { authErrorMessage } from './auth-error-message';
import { AuthLayout } from './auth-layout';
import { checkResetToken } from './password-api';
import { resetLinkProblem } from './password-forms';
import { ResetPasswordForm } from './reset-password-form';

function DeadLink({ message }: { message: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Alert severity="error" role="alert">
        {message}
      </Alert>
      <Button component={RouterLink} to="/forgot-password" variant="contained" size="large">
        Ask for a new link
      </Button>
    </Box>
  );
}

function PasswordChanged() {
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Alert severity="success" role="status">
        Your password was changed, and you were signed out everywhere. Sign in with the new password.
      </Alert>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        Sign in
      </Button>
    </Box>
  );
}

/** The page a reset mail links to (`/reset-password?token=`): the new password twice, then sign in. */
export function ResetPasswordPage() {
  useDocumentTitle('Reset password');
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
  else if (!token) content = <DeadLink message={resetLinkProblem('reset-token-invalid') ?? ''} />;
  else if (check.error)
    content = (
      <DeadLink
        message={
          (isApiError(check.error) && resetLinkProblem(check.error.code)) || authErrorMessage(check.error)
        }
      />
    );
  else if (!check.data)
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label="Checking the link" />
      </Box>
    );
  else content = <ResetPasswordForm token={token} check={check.data} onDone={finish} />;

  return (
    <AuthLayout title="Choose a new password" subtitle="Set the password you will sign in with from now on.">
      {content}
      {!done && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 2.5 }}>
          <Link component={RouterLink} to="/" sx={{ fontWeight: 600 }}>
            Back to sign in
          </Link>
        </Typography>
      )}
    </AuthLayout>
  );
}
