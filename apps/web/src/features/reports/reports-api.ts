import { keepPreviousData } from '@tanstack/react-query';
import { type ApiInput, reportsApi, type StatementQuery } from '@tawi/contracts';
import { useApiQuery } from '../../shared/api/api-hooks';
import { apiUrl } from '../../shared/api/call-api';
import type { ExportFormat } from './tables/report-export-menu';

/** Each report by its name in the page's address (`?tab=`): its entry of the contract. */
const REPORTS = {
  'trial-balance': reportsApi.trialBalance,
  'profit-and-loss': reportsApi.profitAndLoss,
  'balance-sheet': reportsApi.balanceSheet,
  'cash-flow': reportsApi.cashFlow,
  'general-ledger': reportsApi.generalLedger,
  journal: reportsApi.journal,
} as const;
export type ReportName = keyof typeof REPORTS;

/** What a statement is set beside: the previous period, the previous year, or nothing (''). */
export type Comparison = NonNullable<StatementQuery['compare']> | '';

/** A report's query: the period (both days inclusive), one branch or '' for all, and extras. */
export interface ReportQuery {
  from: string;
  to: string;
  branchId: string;
  accountId?: string;
  page?: number;
  limit?: number;
  /** The statements' comparison column ('' or absent: none). */
  compare?: Comparison;
}

/** A statement tab: its query, and the drill-down from an account row to its general ledger. */
export interface StatementTabProps {
  query: ReportQuery;
  onOpenAccount: (accountId: string) => void;
}

/** The same report as a CSV, XLSX or PDF download (every row, no paging). */
export function reportFileUrl(name: ReportName, query: ReportQuery, format: ExportFormat): string {
  const { page: _page, limit: _limit, ...rest } = query;
  return apiUrl(REPORTS[name], { query: { ...rest, format } });
}

export function useReport<N extends ReportName>(name: N, query: ReportQuery, enabled = true) {
  // every report takes this query (the general ledger and the journal also page): one input for any N
  const input = { query } as ApiInput<(typeof REPORTS)[N]>;
  return useApiQuery(REPORTS[name], input, { placeholderData: keepPreviousData, enabled });
}
