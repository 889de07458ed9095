import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Bill, BillCreate, CorrectionBody, Page } from '@tawi/contracts';
import type { BillStatus } from '@tawi/domain';
import { apiAllPages } from '../../../shared/api/api-all-pages';
import { api } from '../../../shared/api/api-client';
import { useTradeChanged } from '../trade-api';

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
  return useQuery({
    queryKey: ['bills', 'list', filter],
    queryFn: () =>
      api<Page<Bill>>('/api/bills', { query: { ...filter, overdue: filter.overdue ? 'true' : undefined } }),
    placeholderData: keepPreviousData,
  });
}

export function useBill(id: string) {
  return useQuery({ queryKey: ['bills', 'one', id], queryFn: () => api<Bill>(`/api/bills/${id}`) });
}

/** What the supplier still owes on: bills neither paid nor void, oldest due first. */
export function useOpenBills(supplierId: string) {
  return useQuery({
    queryKey: ['bills', 'open', supplierId],
    queryFn: async () =>
      (await apiAllPages<Bill>('/api/bills', { supplierId }))
        .filter((b) => b.outstanding > 0)
        .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.billId.localeCompare(b.billId)),
    enabled: supplierId !== '',
  });
}

export function useCreateBill() {
  const changed = useTradeChanged();
  return useMutation({
    mutationFn: (body: BillCreate) => api<Bill>('/api/bills', { method: 'POST', body }),
    onSuccess: changed,
  });
}

export function useVoidBill() {
  const changed = useTradeChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CorrectionBody }) =>
      api<Bill>(`/api/bills/${id}/void`, { method: 'POST', body }),
    onSuccess: changed,
  });
}
