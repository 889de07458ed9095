import { keepPreviousData } from '@tanstack/react-query';
import { salesDocumentsApi } from '@tawi/contracts';
import { useApiQuery } from '../../../shared/api/api-hooks';

export interface AgingQuery {
  /** As at this day (YYYY-MM-DD). */
  to: string;
  /** '' for every branch the user reaches. */
  branchId: string;
}

/** Per customer, what their open invoices owe by days past due (under 'reports': sales invalidate it). */
export function useReceivablesAging(query: AgingQuery) {
  return useApiQuery(salesDocumentsApi.receivablesAging, { query }, { placeholderData: keepPreviousData });
}
