import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  BalanceSheetReport,
  CashFlowReport,
  GeneralLedgerReport,
  JournalReport,
  ProfitAndLossReport,
  TrialBalanceReport,
} from '@tawi/contracts';
import { api, buildUrl } from '../../shared/api/api-client';

export interface ReportTypes {
  'trial-balance': TrialBalanceReport;
  'profit-and-loss': ProfitAndLossReport;
  'balance-sheet': BalanceSheetReport;
  'cash-flow': CashFlowReport;
  'general-ledger': GeneralLedgerReport;
  journal: JournalReport;
}
export type ReportName = keyof ReportTypes;

/** A report's query: the period (both days inclusive), one branch or '' for all, and extras. */
export interface ReportQuery {
  from: string;
  to: string;
  branchId: string;
  accountId?: string;
  page?: number;
  limit?: number;
}

/** A statement tab: its query, and the drill-down from an account row to its general ledger. */
export interface StatementTabProps {
  query: ReportQuery;
  onOpenAccount: (accountId: string) => void;
}

const pathOf = (name: ReportName) => `/api/reports/${name}`;

/** The same report as a CSV download (every row, no paging). */
export function reportCsvUrl(name: ReportName, query: ReportQuery): string {
  const { page: _page, limit: _limit, ...rest } = query;
  return buildUrl(pathOf(name), { ...rest, format: 'csv' });
}

export function useReport<N extends ReportName>(name: N, query: ReportQuery, enabled = true) {
  return useQuery({
    queryKey: ['reports', name, query],
    queryFn: ({ signal }) => api<ReportTypes[N]>(pathOf(name), { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
