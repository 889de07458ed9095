import { type ReportArea, tableReportsApi } from '@tawi/contracts';
import type { Permission } from '@tawi/domain';

/** One entry of the reports hub: where it opens, its words, its area and who may open it. */
export interface ReportLink {
  title: string;
  description: string;
  to: string;
  area: ReportArea | 'financial';
  permission: Permission;
}

const financial = (tab: string, title: string, description: string): ReportLink => ({
  title,
  description,
  to: `/dashboard/financial-reports?tab=${tab}`,
  area: 'financial',
  permission: 'accounting:read',
});

/** Every report there is, the table reports of the contract and the statements, by area. */
export const REPORT_LINKS: readonly ReportLink[] = [
  financial(
    'profit-and-loss',
    'Profit and loss',
    'Income, cost of sales and expenses, with the period before beside them.',
  ),
  financial('balance-sheet', 'Balance sheet', 'Assets, liabilities and equity as at a date.'),
  financial('cash-flow', 'Cash flow', 'Where cash came from and went, by the indirect method.'),
  financial('trial-balance', 'Trial balance', 'Every account’s closing debit or credit balance.'),
  financial('general-ledger', 'General ledger', 'Every posted line per account with running balances.'),
  financial('journal', 'Journal', 'Every posted entry; exports for an accountant’s tools (CSV, hledger).'),
  {
    title: 'Receivables aging',
    description: 'What each customer owes by age: current, 1-30, 31-60, 61-90 and over 90 days.',
    to: '/dashboard/receivables-aging',
    area: 'customers',
    permission: 'customers:read',
  },
  {
    title: 'Customer statements',
    description: 'A customer’s invoices, payments and running balance for a period.',
    to: '/dashboard/customer-statements',
    area: 'customers',
    permission: 'customers:read',
  },
  {
    title: 'VAT summary',
    description: 'Output and input VAT per month, the VAT3 return files and filing.',
    to: '/dashboard/vat-summary',
    area: 'financial',
    permission: 'accounting:read',
  },
  ...Object.values(tableReportsApi).map(
    ({ info, auth }): ReportLink => ({
      title: info.title,
      description: info.description,
      to: `/dashboard/reports/${info.name}`,
      area: info.area,
      permission: auth.permission,
    }),
  ),
];

export const AREA_ORDER: readonly ReportLink['area'][] = [
  'financial',
  'sales',
  'customers',
  'inventory',
  'purchasing',
  'profit',
  'activity',
];

/** The reports whose title or description holds every word of `search`, in any case. */
export function matchingReports(links: readonly ReportLink[], search: string): ReportLink[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return links.filter((link) => {
    const text = `${link.title} ${link.description}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
