import type { ReactNode } from 'react';
import { NoAccess } from '../../shared/session/require-permission';
import { useSession } from '../../shared/session/session-context';
import { mayOpen, pageName } from './page-access';

/**
 * Shows a page only when the user may open it by page-access.ts (the rule the sidebar follows, the
 * reports hub's included); otherwise the one no-access page naming it.
 */
export function RequirePageAccess({ path, children }: { path: string; children: ReactNode }) {
  const { can } = useSession();
  return mayOpen(can, `/dashboard/${path}`) ? children : <NoAccess page={pageName(`/dashboard/${path}`)} />;
}
