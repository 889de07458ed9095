import AssessmentIcon from '@mui/icons-material/Assessment';
import DescriptionIcon from '@mui/icons-material/Description';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PaymentsIcon from '@mui/icons-material/Payments';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type Permission, todayIn } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { useUrlFilters } from '../../shared/documents/use-url-filters';
import { useMenuLabel } from '../../shared/i18n/use-menu-label';
import { LinkCard, type LinkCardProps } from '../../shared/link-card';
import { useSession } from '../../shared/session/session-context';
import { useDocumentTitle } from '../../shared/use-document-title';
import { visibleSettingsLinks } from '../settings/settings-links';
import { useSettingsText } from '../settings/use-settings-text';
import { DashboardOverview } from './dashboard-overview';
import { dashboardRange, isDashboardPeriod } from './dashboard-period';
import { ALL_BRANCHES, DashboardToolbar } from './dashboard-toolbar';
import { useDashboardText } from './use-dashboard-text';
import { WelcomeCard } from './welcome-card';

/**
 * The day-to-day work, each shown to the roles that may open it; `text` names its title in `links` of the
 * dashboard text, and `<text>Description` the line under it.
 */
const WORK_LINKS = [
  { to: '/dashboard/products', text: 'products', icon: Inventory2Icon, permission: 'inventory:read' },
  { to: '/dashboard/transfers', text: 'transfers', icon: SwapHorizIcon, permission: 'stockControl:read' },
  {
    to: '/dashboard/purchase-orders',
    text: 'purchaseOrders',
    icon: LocalShippingIcon,
    permission: 'trade:read',
  },
  { to: '/dashboard/invoices', text: 'invoices', icon: DescriptionIcon, permission: 'customers:read' },
  { to: '/dashboard/payroll', text: 'payroll', icon: PaymentsIcon, permission: 'employees:read' },
  {
    to: '/dashboard/financial-reports',
    text: 'financialReports',
    icon: AssessmentIcon,
    permission: 'accounting:read',
  },
] as const satisfies ReadonlyArray<
  Pick<LinkCardProps, 'to' | 'icon'> & { text: string; permission: Permission }
>;

/** The work links the user may open, in words. */
function workLinks(can: (permission: Permission) => boolean, t: TFunction<'dashboard'>): LinkCardProps[] {
  return WORK_LINKS.filter((l) => can(l.permission)).map(({ to, icon, text }) => ({
    to,
    icon,
    title: t(`links.${text}`),
    description: t(`links.${text}Description`),
  }));
}

function LinkGrid({ title, links }: { title: string; links: LinkCardProps[] }) {
  if (links.length === 0) return null;
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {links.map((link) => (
          <LinkCard key={link.to} {...link} />
        ))}
      </Box>
    </Box>
  );
}

/**
 * The home page: greeting, the period's figures for the branch switcher's branch (or one chosen, or
 * all; `?period=` and `?branch=` in the address), charts, what needs attention, and links to the work.
 */
export function DashboardPage() {
  const menuLabel = useMenuLabel();
  useDocumentTitle(menuLabel('Dashboard'));
  const { can, me, activeBranch } = useSession();
  const { t } = useDashboardText();
  const { t: settingsText } = useSettingsText();
  const [filters, setFilters] = useUrlFilters({ period: 'this-month', branch: '' });
  const period = isDashboardPeriod(filters.period) ? filters.period : 'this-month';
  const range = dashboardRange(period, todayIn(me.company.timeZone));
  const chosen = me.branches.some((b) => b.id === filters.branch) ? filters.branch : '';
  const shown = filters.branch === ALL_BRANCHES ? ALL_BRANCHES : chosen || (activeBranch?.id ?? ALL_BRANCHES);
  return (
    <>
      <WelcomeCard />
      <Box component="section" aria-labelledby="overview-heading" sx={{ mt: 4, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography id="overview-heading" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('page.overview')}
          </Typography>
          <DashboardToolbar period={period} branchId={shown} onChange={setFilters} />
        </Box>
        <DashboardOverview {...range} branchId={shown === ALL_BRANCHES ? '' : shown} />
      </Box>
      <LinkGrid title={t('page.yourWork')} links={workLinks(can, t)} />
      {can('settings:read') && (
        <LinkGrid title={t('page.setUp')} links={visibleSettingsLinks(can, settingsText)} />
      )}
    </>
  );
}
