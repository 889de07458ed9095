import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../shared/empty-state';
import { useDocumentTitle } from '../../shared/use-document-title';

export interface NotFoundPageProps {
  homeHref?: string;
  homeLabel?: string;
}

/** An address that matches no page. */
export function NotFoundPage({
  homeHref = '/dashboard',
  homeLabel = 'Back to dashboard',
}: NotFoundPageProps) {
  useDocumentTitle('Page not found');
  return (
    <Box sx={{ py: 4 }}>
      <EmptyState
        title="Page not found"
        headingComponent="h1"
        icon={SearchOffIcon}
        description="There is no page at this address. It may have moved, or the link may be mistyped."
        action={
          <Button component={RouterLink} to={homeHref} variant="contained">
            {homeLabel}
          </Button>
        }
      />
    </Box>
  );
}
