import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../shared/empty-state';
import { useDocumentTitle } from '../../shared/use-document-title';

export interface NotFoundPageProps {
  /** Outside the app (not signed in): the way back is the sign-in page, not the dashboard. */
  public?: boolean;
}

/** An address that matches no page. */
export function NotFoundPage({ public: isPublic = false }: NotFoundPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('pageErrors.notFoundTitle'));
  return (
    <Box sx={{ py: 4 }}>
      <EmptyState
        title={t('pageErrors.notFoundTitle')}
        headingComponent="h1"
        icon={SearchOffIcon}
        description={t('pageErrors.notFoundDescription')}
        action={
          <Button component={RouterLink} to={isPublic ? '/' : '/dashboard'} variant="contained">
            {isPublic ? t('pageErrors.goToSignIn') : t('pageErrors.backToDashboard')}
          </Button>
        }
      />
    </Box>
  );
}
