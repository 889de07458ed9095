import LockIcon from '@mui/icons-material/Lock';
import Paper from '@mui/material/Paper';
import type { Permission } from '@tawi/domain';
import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state';
import { useDocumentTitle } from '../use-document-title';
import { useSession } from './session-context';

function NoAccess() {
  useDocumentTitle('No access');
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3.5 }}>
      <EmptyState
        title="No access"
        headingComponent="h1"
        icon={LockIcon}
        description="Your role does not allow you to see this page. Ask an owner or administrator if you need it."
      />
    </Paper>
  );
}

/** Shows its children only when the user's role grants the permission. */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { can } = useSession();
  return can(permission) ? children : <NoAccess />;
}
