import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { ErrorState } from '../../shared/error-state';
import { FullPageSpinner } from '../../shared/full-page-spinner';
import { loginPathFor } from './return-url';
import { SessionProvider } from './session-provider';
import { useMeQuery } from './use-me';

/** Guards /dashboard: spinner while the session loads, login (with returnUrl) when there is none. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const me = useMeQuery();
  const location = useLocation();
  if (me.data) return <SessionProvider me={me.data}>{children}</SessionProvider>;
  if (me.isPending || me.isFetching) return <FullPageSpinner label={t('auth.session.loading')} />;
  if (me.isError) {
    return (
      <Box sx={{ maxWidth: 560, mx: 'auto', mt: 12, px: 2 }}>
        <ErrorState
          error={me.error}
          title={t('auth.session.unreachable')}
          onRetry={() => void me.refetch()}
        />
      </Box>
    );
  }
  return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
}
