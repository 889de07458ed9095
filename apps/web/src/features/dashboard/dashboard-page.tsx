import DescriptionIcon from '@mui/icons-material/Description';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LinkCard, type LinkCardProps } from '../../shared/link-card';
import { useSession } from '../../shared/session/session-context';
import { useDocumentTitle } from '../../shared/use-document-title';
import { visibleSettingsLinks } from '../settings/settings-links';
import { WelcomeCard } from './welcome-card';

const MODULE_LINKS: LinkCardProps[] = [
  {
    to: '/dashboard/invoices',
    title: 'Invoices',
    description: 'Bill your customers',
    icon: DescriptionIcon,
    badge: 'Soon',
  },
  {
    to: '/dashboard/products',
    title: 'Products',
    description: 'Stock in every branch',
    icon: Inventory2Icon,
    badge: 'Soon',
  },
  {
    to: '/dashboard/suppliers',
    title: 'Suppliers',
    description: 'Purchasing and bills',
    icon: LocalShippingIcon,
    badge: 'Soon',
  },
];

function LinkGrid({ title, links }: { title: string; links: LinkCardProps[] }) {
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

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { can } = useSession();
  return (
    <>
      <WelcomeCard />
      {can('settings:read') && <LinkGrid title="Set up your business" links={visibleSettingsLinks(can)} />}
      <LinkGrid title="Coming next" links={MODULE_LINKS} />
    </>
  );
}
