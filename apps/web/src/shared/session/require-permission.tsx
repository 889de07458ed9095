import LockIcon from '@mui/icons-material/Lock';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { Permission } from '@tawi/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../empty-state';
import { useDocumentTitle } from '../use-document-title';
import { useSession } from './session-context';

/** The one page a user sees for a page their role may not open: what, and whom to ask. */
export function NoAccess({ what = 'this page' }: { what?: string }) {
  useDocumentTitle('No access');
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3.5 }}>
      <EmptyState
        title={`You don't have access to ${what}`}
        headingComponent="h1"
        icon={LockIcon}
        description="Your role does not include it. Ask your owner or administrator to give your role access if you need it."
        action={
          <Button component={RouterLink} to="/dashboard" variant="outlined">
            Go to the dashboard
          </Button>
        }
      />
    </Paper>
  );
}

/** Shows its children only when the user's role grants the permission; otherwise the no-access page. */
export function RequirePermission({
  permission,
  what,
  children,
}: {
  permission: Permission;
  /** The page's name, as in "You don't have access to Suppliers". */
  what?: string;
  children: ReactNode;
}) {
  const { can } = useSession();
  return can(permission) ? children : <NoAccess what={what} />;
}
