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
import type { TFunction } from 'i18next';
import type { settings } from '../../shared/i18n/en/settings';
import type { LinkCardProps } from '../../shared/link-card';

/** A settings page as a card; its words are `links.<key>` of the settings text. */
export interface SettingsLink extends Pick<LinkCardProps, 'to' | 'icon'> {
  key: keyof typeof settings.links;
  /** Needed to open the page, when it is not settings:read. */
  permission?: Permission;
}

/** The settings pages, as the hub and the dashboard list them. */
export const SETTINGS_LINKS: SettingsLink[] = [
  {
    to: '/dashboard/settings/business-profile',
    key: 'businessProfile',
    icon: BusinessIcon,
  },
  {
    to: '/dashboard/settings/branches',
    key: 'branches',
    icon: AccountTreeIcon,
  },
  {
    to: '/dashboard/settings/users',
    key: 'users',
    icon: GroupIcon,
  },
  {
    to: '/dashboard/settings/roles',
    key: 'roles',
    icon: AdminPanelSettingsIcon,
  },
  {
    to: '/dashboard/settings/audit-log',
    key: 'auditLog',
    icon: HistoryIcon,
  },
  {
    to: '/dashboard/settings/mail',
    key: 'mail',
    icon: EmailIcon,
  },
  {
    to: '/dashboard/settings/email-templates',
    key: 'emailTemplates',
    icon: DraftsIcon,
  },
  {
    to: '/dashboard/settings/outbox',
    key: 'outbox',
    icon: OutboxIcon,
  },
  {
    to: '/dashboard/settings/etims',
    key: 'etims',
    icon: ReceiptLongIcon,
  },
  {
    to: '/dashboard/settings/chart-of-accounts',
    key: 'chartOfAccounts',
    icon: ListAltIcon,
    permission: 'accounting:read',
  },
  {
    to: '/dashboard/settings/journal-entries',
    key: 'journalEntries',
    icon: MenuBookIcon,
    permission: 'accounting:read',
  },
];

/**
 * The links the user may follow, in the language of `t`; without it (a page whose text has not moved
 * to its namespace yet) in English.
 */
export function visibleSettingsLinks(
  can: (permission: Permission) => boolean,
  t: TFunction<'settings'>,
): LinkCardProps[] {
  return SETTINGS_LINKS.filter((link) => !link.permission || can(link.permission)).map(
    ({ key, permission: _permission, ...card }) => ({
      ...card,
      title: t(`links.${key}.title`),
      description: t(`links.${key}.description`),
    }),
  );
}
