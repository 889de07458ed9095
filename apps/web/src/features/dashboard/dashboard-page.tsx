import AssessmentIcon from '@mui/icons-material/Assessment';
import DescriptionIcon from '@mui/icons-material/Description';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PaymentsIcon from '@mui/icons-material/Payments';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type Permission, todayIn } from '@tawi/domain';
import { useUrlFilters } from '../../shared/documents/use-url-filters';
import { LinkCard, type LinkCardProps } from '../../shared/link-card';
import { useSession } from '../../shared/session/session-context';
import { useDocumentTitle } from '../../shared/use-document-title';
import { visibleSettingsLinks } from '../settings/settings-links';
import { DashboardOverview } from './dashboard-overview';
import { dashboardRange, isDashboardPeriod } from './dashboard-period';
import { ALL_BRANCHES, DashboardToolbar } from './dashboard-toolbar';
import { WelcomeCard } from './welcome-card';

/** The day-to-day work, each shown to the roles that may open it. */
const WORK_LINKS: (LinkCardProps & { permission: Permission })[] = [
  {
    to: '/dashboard/products',
    title: 'Products',
    description: 'Stock in every branch, adjustments and imports',
    icon: Inventory2Icon,
    permission: 'inventory:read',
  },
  {
    to: '/dashboard/transfers',
    title: 'Transfers',
    description: 'Send stock between branches',
    icon: SwapHorizIcon,
    permission: 'stockControl:read',
  },
  {
    to: '/dashboard/purchase-orders',
    title: 'Purchase orders',
    description: 'Order, receive goods, bills and payments',
    icon: LocalShippingIcon,
    permission: 'trade:read',
  },
  {
    to: '/dashboard/invoices',
    title: 'Invoices',
    description: 'Bill your customers, receipts and statements',
    icon: DescriptionIcon,
    permission: 'customers:read',
  },
  {
    to: '/dashboard/payroll',
    title: 'Payroll',
    description: 'PAYE, NSSF, SHIF and housing levy by the month',
    icon: PaymentsIcon,
    permission: 'employees:read',
  },
  {
    to: '/dashboard/financial-reports',
    title: 'Financial reports',
    description: 'Trial balance, P&L, balance sheet, cash flow',
    icon: AssessmentIcon,
    permission: 'accounting:read',
  },
];

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
  useDocumentTitle('Dashboard');
  const { can, me, activeBranch } = useSession();
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
            How the business is doing
          </Typography>
          <DashboardToolbar period={period} branchId={shown} onChange={setFilters} />
        </Box>
        <DashboardOverview {...range} branchId={shown === ALL_BRANCHES ? '' : shown} />
      </Box>
      <LinkGrid title="Your work" links={WORK_LINKS.filter((l) => can(l.permission))} />
      {can('settings:read') && <LinkGrid title="Set up your business" links={visibleSettingsLinks(can)} />}
    </>
  );
}
