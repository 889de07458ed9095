import { todayIn } from '@tawi/domain';
import { useSearchParams } from 'react-router';
import { useSession } from '../../shared/session/session-context';
import { periodFromSearch, type ReportPeriodKey } from './report-periods';
import type { Comparison, ReportName } from './reports-api';

export type { Comparison };

/** The page's tabs in order (their words: `tabs` of the reports text). */
export const REPORT_TABS: readonly ReportName[] = [
  'trial-balance',
  'profit-and-loss',
  'balance-sheet',
  'cash-flow',
  'general-ledger',
  'journal',
];

/** The tabs that can be set beside an earlier period (`compare`). */
export const COMPARABLE_TABS: readonly ReportName[] = [
  'trial-balance',
  'profit-and-loss',
  'balance-sheet',
  'cash-flow',
];

/** What a statement can be set beside, '' for nothing (their words: `comparisons` of the reports text). */
export const COMPARISONS: readonly Comparison[] = ['', 'previous-period', 'previous-year'];
const isComparison = (v: string | null): v is Comparison => COMPARISONS.some((c) => c === v);

export interface ReportParams {
  tab: ReportName;
  period: ReportPeriodKey;
  from: string;
  to: string;
  /** '' means every branch the user reaches. */
  branchId: string;
  /** The general ledger's account; '' for all. */
  accountId: string;
  /** The statements' comparison column; '' for none. */
  compare: Comparison;
}

const isTab = (v: string | null): v is ReportName => REPORT_TABS.some((t) => t === v);

/**
 * The page's tab and filters, kept in the address (so a drill-down or a reload keeps them).
 * Defaults: this financial year up to today, all branches, trial balance, no comparison.
 */
export function useReportParams(): [ReportParams, (patch: Partial<ReportParams>) => void] {
  const { me } = useSession();
  const [search, setSearch] = useSearchParams();
  const today = todayIn(me.company.timeZone);
  const tab = search.get('tab');
  const branchId = search.get('branchId') ?? '';
  const compare = search.get('compare');
  const params: ReportParams = {
    tab: isTab(tab) ? tab : 'trial-balance',
    ...periodFromSearch(search, today, me.company.financialYearStartMonth),
    branchId: me.branches.some((b) => b.id === branchId) ? branchId : '',
    accountId: search.get('accountId') ?? '',
    compare: isComparison(compare) ? compare : '',
  };
  const update = (patch: Partial<ReportParams>) => {
    const next = { ...params, ...patch };
    const out = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) {
      const dates = key === 'from' || key === 'to';
      if (value && (!dates || next.period === 'custom')) out.set(key, value);
    }
    setSearch(out, { replace: patch.tab === undefined });
  };
  return [params, update];
}
