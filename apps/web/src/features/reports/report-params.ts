import { todayIn } from '@tawi/domain';
import { useSearchParams } from 'react-router';
import { useSession } from '../../shared/session/session-context';
import { periodFromSearch, type ReportPeriodKey } from './report-periods';
import type { Comparison, ReportName } from './reports-api';

export type { Comparison };

export const REPORT_TABS: ReadonlyArray<{ value: ReportName; label: string }> = [
  { value: 'trial-balance', label: 'Trial balance' },
  { value: 'profit-and-loss', label: 'Profit & loss' },
  { value: 'balance-sheet', label: 'Balance sheet' },
  { value: 'cash-flow', label: 'Cash flow' },
  { value: 'general-ledger', label: 'General ledger' },
  { value: 'journal', label: 'Journal' },
];

/** The tabs that can be set beside an earlier period (`compare`). */
export const COMPARABLE_TABS: readonly ReportName[] = [
  'trial-balance',
  'profit-and-loss',
  'balance-sheet',
  'cash-flow',
];

export const COMPARISONS: ReadonlyArray<{ value: Comparison; label: string }> = [
  { value: '', label: 'No comparison' },
  { value: 'previous-period', label: 'Previous period' },
  { value: 'previous-year', label: 'Previous year' },
];
const isComparison = (v: string | null): v is Comparison => COMPARISONS.some((c) => c.value === v);

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

const isTab = (v: string | null): v is ReportName => REPORT_TABS.some((t) => t.value === v);

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
