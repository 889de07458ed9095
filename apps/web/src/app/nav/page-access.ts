import { TABLE_REPORT_PERMISSIONS } from '@tawi/contracts';
import type { Permission } from '@tawi/domain';
import type { PageName } from '../../shared/session/require-permission';
import { NAV_ITEMS, type NavItem, navLeaves } from './nav-items';

/**
 * The permission each page of the app needs, by its first path segment under /dashboard (settings:
 * its second). The router guards pages with it, the sidebar lists only what it allows, and links to
 * a page (dashboard cards, search results) show only when the user may open it.
 */
const PAGE_PERMISSIONS: Record<string, Permission> = {
  '': 'dashboard:read',
  trade: 'trade:read',
  suppliers: 'trade:read',
  'purchase-orders': 'trade:read',
  bills: 'trade:read',
  payments: 'trade:read',
  'vat-summary': 'accounting:read',
  customers: 'customers:read',
  estimates: 'customers:read',
  invoices: 'customers:read',
  'sales-orders': 'customers:read',
  'credit-refunds': 'customers:read',
  'recurring-invoices': 'customers:read',
  'customer-statements': 'customers:read',
  'receivables-aging': 'customers:read',
  employees: 'employees:read',
  payroll: 'employees:read',
  'inventory-summary': 'inventory:read',
  products: 'inventory:read',
  transfers: 'stockControl:read',
  'stock-count': 'stockControl:create',
  'counter-sale': 'customers:create',
  banking: 'banking:read',
  reconciliation: 'banking:read',
  'financial-reports': 'accounting:read',
  // the report hubs: readers of what most of their reports show (each report checks its own; /reports: any user)
  'sales-inventory': 'customers:read',
  insights: 'customers:read',
  'performance-overview': 'accounting:read',
  settings: 'settings:read',
  'settings/chart-of-accounts': 'accounting:read',
  'settings/journal-entries': 'accounting:read',
};

/** A table report's page needs what its route needs (`/dashboard/reports/payables-aging` -> trade:read). */
const tableReportPermission = (name: string): Permission | undefined =>
  (TABLE_REPORT_PERMISSIONS as Record<string, Permission>)[name];

const segmentsOf = (path: string) =>
  path
    .split(/[?#]/)[0]!
    .replace(/^\/dashboard\/?/, '')
    .split('/')
    .filter(Boolean);

/** The permission a page needs (`/dashboard/suppliers/123` -> trade:read); undefined: any user. */
export function pagePermission(path: string): Permission | undefined {
  const [first = '', second] = segmentsOf(path);
  if (first === 'reports') return second ? tableReportPermission(second) : undefined;
  return PAGE_PERMISSIONS[`${first}/${second}`] ?? PAGE_PERMISSIONS[first];
}

/**
 * What to call a page in "You don't have access to ...": its menu entry's name, 'dashboard' for the
 * dashboard, undefined for "this page".
 */
export function pageName(path: string): PageName | undefined {
  const [first = '', second] = segmentsOf(path);
  const leaves = navLeaves();
  const exact = second && leaves.find((l) => l.to === `/dashboard/${first}/${second}`);
  if (exact) return exact.label;
  if (!first) return 'dashboard';
  return leaves.find((l) => l.to === `/dashboard/${first}`)?.label;
}

export type Can = (permission: Permission) => boolean;

/** Who may open the reports hub: readers of any report (each report checks its own permission). */
const REPORT_READERS: readonly Permission[] = [
  'accounting:read',
  ...new Set(Object.values(TABLE_REPORT_PERMISSIONS)),
];
const isReportsHub = (path: string) => segmentsOf(path).join('/') === 'reports';

/** Whether the user may open the page at `path`. */
export const mayOpen = (can: Can, path: string): boolean => {
  if (isReportsHub(path)) return REPORT_READERS.some(can);
  const permission = pagePermission(path);
  return permission === undefined || can(permission);
};

/**
 * The menu as this user sees it: entries they may open; a heading with a route they may not open
 * but with children they may stays as a heading without a link; one with nothing left goes.
 */
export function navFor(can: Can, items: readonly NavItem[] = NAV_ITEMS): NavItem[] {
  return items.flatMap((item): NavItem[] => {
    const children = (item.kind === 'group' ? item.children : (item.children ?? [])).filter((c) =>
      mayOpen(can, c.to),
    );
    if (item.kind === 'group') return children.length ? [{ ...item, children }] : [];
    if (mayOpen(can, item.to)) return [{ ...item, children }];
    return children.length ? [{ kind: 'group', label: item.label, icon: item.icon, children }] : [];
  });
}
