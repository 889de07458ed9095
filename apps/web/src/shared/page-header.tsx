import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from './i18n/use-menu-label';
import { useDocumentTitle } from './use-document-title';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Shown above the title, e.g. a back link. */
  breadcrumb?: ReactNode;
}

/**
 * The page's h1, its description and its main actions; also sets document.title. A title that is a
 * menu entry's name shows in the interface language.
 */
export function PageHeader({ title: given, description, actions, breadcrumb }: PageHeaderProps) {
  const title = usePageTitle(given);
  useDocumentTitle(title);
  return (
    <Box sx={{ mb: 3 }}>
      {breadcrumb}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          {description && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {description}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
      </Box>
    </Box>
  );
}
