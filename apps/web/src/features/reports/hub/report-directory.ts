import { type ReportArea, tableReportsApi } from '@tawi/contracts';
import type { Permission } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { reports } from '../../../shared/i18n/en/reports';
import { type ReportWords, reportWords } from '../report-words';

/** One entry of the reports hub: its name, where it opens, its English words, its area and who may open it. */
export interface ReportLink extends ReportWords {
  /** Its name in `catalog` of the reports text (a tab's or a page's, or the table report's). */
  key: string;
  to: string;
  area: ReportArea | 'financial';
  permission: Permission;
}

type StatementKey =
  | 'profit-and-loss'
  | 'balance-sheet'
  | 'cash-flow'
  | 'trial-balance'
  | 'general-ledger'
  | 'journal';

const financial = (tab: StatementKey): ReportLink => ({
  key: tab,
  ...reports.catalog[tab],
  to: `/dashboard/financial-reports?tab=${tab}`,
  area: 'financial',
  permission: 'accounting:read',
});

/** Every report there is, the table reports of the contract and the statements, by area. */
export const REPORT_LINKS: readonly ReportLink[] = [
  financial('profit-and-loss'),
  financial('balance-sheet'),
  financial('cash-flow'),
  financial('trial-balance'),
  financial('general-ledger'),
  financial('journal'),
  {
    key: 'receivables-aging',
    ...reports.catalog['receivables-aging'],
    to: '/dashboard/receivables-aging',
    area: 'customers',
    permission: 'customers:read',
  },
  {
    key: 'customer-statements',
    ...reports.catalog['customer-statements'],
    to: '/dashboard/customer-statements',
    area: 'customers',
    permission: 'customers:read',
  },
  {
    key: 'vat-summary',
    ...reports.catalog['vat-summary'],
    to: '/dashboard/vat-summary',
    area: 'financial',
    permission: 'accounting:read',
  },
  ...Object.values(tableReportsApi).map(
    ({ info, auth }): ReportLink => ({
      key: info.name,
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

/** The links with their words in the interface language, as the hub shows and searches them. */
export function inWords(links: readonly ReportLink[], t: TFunction<'reports'>): ReportLink[] {
  return links.map((link) => ({ ...link, ...reportWords(t, link.key, link) }));
}

/** The reports whose title or description holds every word of `search`, in any case. */
export function matchingReports(links: readonly ReportLink[], search: string): ReportLink[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return links.filter((link) => {
    const text = `${link.title} ${link.description}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
