import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { billsApi } from '@tawi/contracts';
import type { BillStatus } from '@tawi/domain';
import { useApiQuery } from '../../../shared/api/api-hooks';
import { callAllPages } from '../../../shared/api/call-api';
import { recordHooks } from '../../../shared/api/record-hooks';

export interface BillFilter {
  page: number;
  limit: number;
  search: string;
  supplierId: string;
  status: BillStatus | '';
  overdue: boolean;
  dueFrom: string;
  dueTo: string;
}

export function useBills(filter: BillFilter) {
  const query = { ...filter, overdue: filter.overdue || undefined };
  return useApiQuery(billsApi.list, { query }, { placeholderData: keepPreviousData });
}

export function useBill(id: string) {
  return useApiQuery(billsApi.get, { params: { id } });
}

/** What the supplier still owes on: bills neither paid nor void, oldest due first. */
export function useOpenBills(supplierId: string) {
  return useQuery({
    queryKey: [billsApi.list.resource, 'open', supplierId],
    // no abort signal: a refetch started by a payment must finish after its dialog closes, or the next
    // dialog would open on the bills as they were before it and reset its allocations when they reload
    queryFn: async () =>
      (await callAllPages(billsApi.list, { query: { supplierId } }))
        .filter((b) => b.outstanding > 0)
        .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.billId.localeCompare(b.billId)),
    enabled: supplierId !== '',
  });
}

const hooks = recordHooks(billsApi);

export const useCreateBill = hooks.body('create');

export const useVoidBill = hooks.record('void');
