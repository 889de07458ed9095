import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BadgeIcon from '@mui/icons-material/Badge';
import BarChartIcon from '@mui/icons-material/BarChart';
import BusinessIcon from '@mui/icons-material/Business';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GroupsIcon from '@mui/icons-material/Groups';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import InsightsIcon from '@mui/icons-material/Insights';
import InventoryIcon from '@mui/icons-material/Inventory';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PercentIcon from '@mui/icons-material/Percent';
import PersonIcon from '@mui/icons-material/Person';
import PieChartIcon from '@mui/icons-material/PieChart';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import ReceiptIcon from '@mui/icons-material/Receipt';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RepeatIcon from '@mui/icons-material/Repeat';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import SpeedIcon from '@mui/icons-material/Speed';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SummarizeIcon from '@mui/icons-material/Summarize';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { MenuLabel } from '../../shared/i18n/en';

export type NavIcon = ComponentType<SvgIconProps>;

/** A menu entry with a route. */
export interface NavLeaf {
  /** The English name; shown through useMenuLabel in the interface language. */
  label: MenuLabel;
  to: string;
  icon: NavIcon;
}

export interface NavLinkItem extends NavLeaf {
  kind: 'link';
  children?: NavLeaf[];
}

/** A heading that only expands and collapses (no route). */
export interface NavGroupItem {
  kind: 'group';
  label: MenuLabel;
  icon: NavIcon;
  children: NavLeaf[];
}

export type NavItem = NavLinkItem | NavGroupItem;

/** The sidebar menu, exactly as SPEC point 2's table, in that order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { kind: 'link', label: 'Dashboard', to: '/dashboard', icon: DashboardIcon },
  {
    kind: 'link',
    label: 'Trade',
    to: '/dashboard/trade',
    icon: StorefrontIcon,
    children: [
      {
        label: 'Suppliers',
        to: '/dashboard/suppliers',
        icon: LocalShippingIcon,
      },
      {
        label: 'Purchase Orders',
        to: '/dashboard/purchase-orders',
        icon: ShoppingCartIcon,
      },
      {
        label: 'Bills',
        to: '/dashboard/bills',
        icon: ReceiptIcon,
      },
      {
        label: 'Payments',
        to: '/dashboard/payments',
        icon: PaymentsIcon,
      },
      {
        label: 'VAT Summary',
        to: '/dashboard/vat-summary',
        icon: PercentIcon,
      },
    ],
  },
  {
    kind: 'group',
    label: 'Customer Center',
    icon: PeopleIcon,
    children: [
      {
        label: 'Customers',
        to: '/dashboard/customers',
        icon: PersonIcon,
      },
      { label: 'Counter Sale', to: '/dashboard/counter-sale', icon: PointOfSaleIcon },
      {
        label: 'Estimates',
        to: '/dashboard/estimates',
        icon: RequestQuoteIcon,
      },
      {
        label: 'Invoices',
        to: '/dashboard/invoices',
        icon: DescriptionIcon,
      },
      {
        label: 'Sales Orders',
        to: '/dashboard/sales-orders',
        icon: ShoppingBagIcon,
      },
      {
        label: 'Credit & Refunds',
        to: '/dashboard/credit-refunds',
        icon: CurrencyExchangeIcon,
      },
      { label: 'Recurring Invoices', to: '/dashboard/recurring-invoices', icon: RepeatIcon },
      {
        label: 'Customer Statements',
        to: '/dashboard/customer-statements',
        icon: ReceiptLongIcon,
      },
      { label: 'Receivables Aging', to: '/dashboard/receivables-aging', icon: HourglassBottomIcon },
    ],
  },
  {
    kind: 'group',
    label: 'Employee Center',
    icon: BadgeIcon,
    children: [
      {
        label: 'Employees',
        to: '/dashboard/employees',
        icon: GroupsIcon,
      },
      {
        label: 'Payroll',
        to: '/dashboard/payroll',
        icon: AccountBalanceWalletIcon,
      },
    ],
  },
  {
    kind: 'group',
    label: 'Inventory',
    icon: InventoryIcon,
    children: [
      {
        label: 'Inventory Summary',
        to: '/dashboard/inventory-summary',
        icon: SummarizeIcon,
      },
      {
        label: 'Products',
        to: '/dashboard/products',
        icon: Inventory2Icon,
      },
      {
        label: 'Transfers',
        to: '/dashboard/transfers',
        icon: CompareArrowsIcon,
      },
      {
        label: 'Stock Count',
        to: '/dashboard/stock-count',
        icon: FactCheckIcon,
      },
    ],
  },
  {
    kind: 'link',
    label: 'Banking',
    to: '/dashboard/banking',
    icon: AccountBalanceIcon,
  },
  {
    kind: 'link',
    label: 'Reconciliation',
    to: '/dashboard/reconciliation',
    icon: FactCheckIcon,
  },
  {
    kind: 'link',
    label: 'Reports',
    to: '/dashboard/reports',
    icon: BarChartIcon,
    children: [
      {
        label: 'Financial Reports',
        to: '/dashboard/financial-reports',
        icon: AssessmentIcon,
      },
      {
        label: 'Sales Inventory',
        to: '/dashboard/sales-inventory',
        icon: PieChartIcon,
      },
      {
        label: 'Business Insights',
        to: '/dashboard/insights',
        icon: InsightsIcon,
      },
      {
        label: 'Performance Overview',
        to: '/dashboard/performance-overview',
        icon: SpeedIcon,
      },
    ],
  },
  {
    kind: 'link',
    label: 'Settings',
    to: '/dashboard/settings',
    icon: SettingsIcon,
    children: [{ label: 'Business Profile', to: '/dashboard/settings/business-profile', icon: BusinessIcon }],
  },
];

/** Every menu entry that has a route, parents before their children. */
export function navLeaves(items: readonly NavItem[] = NAV_ITEMS): NavLeaf[] {
  return items.flatMap((item) => (item.kind === 'group' ? item.children : [item, ...(item.children ?? [])]));
}

/** The menu entry to highlight: the exact route, else the deepest menu route the path lies under. */
export function selectedNavPath(pathname: string, items: readonly NavItem[] = NAV_ITEMS): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const routes = navLeaves(items).map((leaf) => leaf.to);
  if (routes.includes(path)) return path;
  return routes
    .filter((to) => to !== '/dashboard' && path.startsWith(`${to}/`))
    .sort((a, b) => b.length - a.length)[0];
}
