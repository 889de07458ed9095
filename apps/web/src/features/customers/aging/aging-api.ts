import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReceivablesAging } from '@tawi/contracts';
import { api } from '../../../shared/api/api-client';

export interface AgingQuery {
  /** As at this day (YYYY-MM-DD). */
  to: string;
  /** '' for every branch the user reaches. */
  branchId: string;
}

/** Per customer, what their open invoices owe by days past due (under 'reports': sales invalidate it). */
export function useReceivablesAging(query: AgingQuery) {
  return useQuery({
    queryKey: ['reports', 'receivables-aging', query],
    queryFn: () => api<ReceivablesAging>('/api/reports/receivables-aging', { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}
