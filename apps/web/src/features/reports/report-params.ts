import { financialYearStart, isIsoDate, todayIn } from '@tawi/domain';
import { useSearchParams } from 'react-router';
import { useSession } from '../../shared/session/session-context';
import type { ReportName } from './reports-api';

export const REPORT_TABS: ReadonlyArray<{ value: ReportName; label: string }> = [
  { value: 'trial-balance', label: 'Trial balance' },
  { value: 'profit-and-loss', label: 'Profit & loss' },
  { value: 'balance-sheet', label: 'Balance sheet' },
  { value: 'cash-flow', label: 'Cash flow' },
  { value: 'general-ledger', label: 'General ledger' },
  { value: 'journal', label: 'Journal' },
];

export interface ReportParams {
  tab: ReportName;
  from: string;
  to: string;
  /** '' means every branch the user reaches. */
  branchId: string;
  /** The general ledger's account; '' for all. */
  accountId: string;
}

const isTab = (v: string | null): v is ReportName => REPORT_TABS.some((t) => t.value === v);
const dateOr = (v: string | null, fallback: string) => (v && isIsoDate(v) ? v : fallback);

/**
 * The page's tab and filters, kept in the address (so a drill-down or a reload keeps them).
 * Defaults: this financial year up to today, all branches, trial balance.
 */
export function useReportParams(): [ReportParams, (patch: Partial<ReportParams>) => void] {
  const { me } = useSession();
  const [search, setSearch] = useSearchParams();
  const today = todayIn(me.company.timeZone);
  const to = dateOr(search.get('to'), today);
  const tab = search.get('tab');
  const branchId = search.get('branchId') ?? '';
  const params: ReportParams = {
    tab: isTab(tab) ? tab : 'trial-balance',
    from: dateOr(search.get('from'), financialYearStart(to, me.company.financialYearStartMonth)),
    to,
    branchId: me.branches.some((b) => b.id === branchId) ? branchId : '',
    accountId: search.get('accountId') ?? '',
  };
  const update = (patch: Partial<ReportParams>) => {
    const next = { ...params, ...patch };
    const out = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) out.set(key, value);
    setSearch(out, { replace: patch.tab === undefined });
  };
  return [params, update];
}
