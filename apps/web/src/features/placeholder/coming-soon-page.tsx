import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../shared/empty-state';
import { useDocumentTitle } from '../../shared/use-document-title';

export interface ComingSoonPageProps {
  title: string;
  description: string;
  icon: ComponentType<SvgIconProps>;
}

/** A menu page whose module is not switched on yet. */
export function ComingSoonPage({ title, description, icon }: ComingSoonPageProps) {
  useDocumentTitle(title);
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3.5 }}>
      <EmptyState
        title={title}
        headingComponent="h1"
        icon={icon}
        description={description}
        action={
          <Button component={RouterLink} to="/dashboard" startIcon={<ArrowBackIcon />}>
            Back to dashboard
          </Button>
        }
      />
    </Paper>
  );
}
