import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { EmptyState } from '../../shared/empty-state';
import { useDocumentTitle } from '../../shared/use-document-title';

/** Shown when a page fails to load or render (e.g. a new version was deployed meanwhile). */
export function RouteErrorPage() {
  useDocumentTitle('Something went wrong');
  return (
    <Box sx={{ py: 8 }}>
      <EmptyState
        title="Something went wrong"
        headingComponent="h1"
        icon={ReportProblemIcon}
        description="This page could not be shown. Reloading usually fixes it."
        action={
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      />
    </Box>
  );
}
