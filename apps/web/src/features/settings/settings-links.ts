import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BusinessIcon from '@mui/icons-material/Business';
import GroupIcon from '@mui/icons-material/Group';
import HistoryIcon from '@mui/icons-material/History';
import type { LinkCardProps } from '../../shared/link-card';

/** The settings pages, as the hub and the dashboard list them. */
export const SETTINGS_LINKS: LinkCardProps[] = [
  {
    to: '/dashboard/settings/business-profile',
    title: 'Business Profile',
    description: 'Name, KRA PIN, VAT, contacts, logo and password rules',
    icon: BusinessIcon,
  },
  {
    to: '/dashboard/settings/branches',
    title: 'Branches',
    description: 'Add branches, set codes and contacts, deactivate',
    icon: AccountTreeIcon,
  },
  {
    to: '/dashboard/settings/users',
    title: 'Users',
    description: 'Give staff access, a role and their branches',
    icon: GroupIcon,
  },
  {
    to: '/dashboard/settings/roles',
    title: 'Roles & permissions',
    description: 'Decide who can view, create, update, delete and approve',
    icon: AdminPanelSettingsIcon,
  },
  {
    to: '/dashboard/settings/audit-log',
    title: 'Audit log',
    description: 'Every change: who made it, when, before and after',
    icon: HistoryIcon,
  },
];
