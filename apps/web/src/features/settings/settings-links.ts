import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BusinessIcon from '@mui/icons-material/Business';
import DraftsIcon from '@mui/icons-material/Drafts';
import EmailIcon from '@mui/icons-material/Email';
import GroupIcon from '@mui/icons-material/Group';
import HistoryIcon from '@mui/icons-material/History';
import ListAltIcon from '@mui/icons-material/ListAlt';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import OutboxIcon from '@mui/icons-material/Outbox';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { Permission } from '@tawi/domain';
import type { LinkCardProps } from '../../shared/link-card';

export interface SettingsLink extends LinkCardProps {
  /** Needed to open the page, when it is not settings:read. */
  permission?: Permission;
}

/** The settings pages, as the hub and the dashboard list them. */
export const SETTINGS_LINKS: SettingsLink[] = [
  {
    to: '/dashboard/settings/business-profile',
    title: 'Business Profile',
    description: 'Name, KRA PIN, VAT, contacts, logo, payment instructions, stock and password rules',
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
  {
    to: '/dashboard/settings/mail',
    title: 'Email (SMTP)',
    description: 'The mail server that sends your documents; send a test email',
    icon: EmailIcon,
  },
  {
    to: '/dashboard/settings/email-templates',
    title: 'Email templates',
    description: 'What emailed documents say; payment reminders for overdue invoices',
    icon: DraftsIcon,
  },
  {
    to: '/dashboard/settings/outbox',
    title: 'Outbox',
    description: 'Emails sent or waiting for a mail server; send them again',
    icon: OutboxIcon,
  },
  {
    to: '/dashboard/settings/etims',
    title: 'eTIMS',
    description: 'The KRA OSCU device, its initialisation, code lists and what was sent to KRA',
    icon: ReceiptLongIcon,
  },
  {
    to: '/dashboard/settings/chart-of-accounts',
    title: 'Chart of accounts',
    description: 'Ledger accounts, their codes, types and balances',
    icon: ListAltIcon,
    permission: 'accounting:read',
  },
  {
    to: '/dashboard/settings/journal-entries',
    title: 'Journal entries',
    description: 'Manual entries: draft, post, reverse; lock the books',
    icon: MenuBookIcon,
    permission: 'accounting:read',
  },
];

/** The links the user may follow. */
export function visibleSettingsLinks(can: (permission: Permission) => boolean): LinkCardProps[] {
  return SETTINGS_LINKS.filter((link) => !link.permission || can(link.permission)).map(
    ({ permission: _permission, ...card }) => card,
  );
}
