import LockIcon from '@mui/icons-material/Lock';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { Permission } from '@tawi/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../empty-state';
import type { MenuLabel } from '../i18n/en';
import { useMenuLabel } from '../i18n/use-menu-label';
import { useDocumentTitle } from '../use-document-title';
import { useSession } from './session-context';

/** A page a user may be refused: a menu entry (its name shows in the interface language), or the dashboard. */
export type PageName = MenuLabel | 'dashboard';

function useNoAccessTitle(page: PageName | undefined): string {
  const { t } = useTranslation();
  const menuLabel = useMenuLabel();
  if (page === undefined) return t('noAccess.titleThisPage');
  if (page === 'dashboard') return t('noAccess.titleDashboard');
  return t('noAccess.title', { page: menuLabel(page) });
}

/** The one page a user sees for a page their role may not open: what, and whom to ask. */
export function NoAccess({ page }: { page?: PageName | undefined }) {
  const { t } = useTranslation();
  useDocumentTitle(t('noAccess.documentTitle'));
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3.5 }}>
      <EmptyState
        title={useNoAccessTitle(page)}
        headingComponent="h1"
        icon={LockIcon}
        description={t('noAccess.description')}
        action={
          <Button component={RouterLink} to="/dashboard" variant="outlined">
            {t('noAccess.toDashboard')}
          </Button>
        }
      />
    </Paper>
  );
}

/** Shows its children only when the user's role grants the permission; otherwise the no-access page. */
export function RequirePermission({
  permission,
  page,
  children,
}: {
  permission: Permission;
  /** The page refused, as in "You don't have access to Suppliers"; "this page" when not given. */
  page?: PageName;
  children: ReactNode;
}) {
  const { can } = useSession();
  return can(permission) ? children : <NoAccess page={page} />;
}
