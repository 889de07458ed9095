import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/empty-state';
import { useDocumentTitle } from '../../shared/use-document-title';

/** Shown when a page fails to load or render (e.g. a new version was deployed meanwhile). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pageErrors.failedTitle'));
  return (
    <Box sx={{ py: 8 }}>
      <EmptyState
        title={t('pageErrors.failedTitle')}
        headingComponent="h1"
        icon={ReportProblemIcon}
        description={t('pageErrors.failedDescription')}
        action={
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('pageErrors.reload')}
          </Button>
        }
      />
    </Box>
  );
}
