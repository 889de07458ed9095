import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { CustomerReceipt, Page, ReceiptCreate, ReceiptVoid } from '@tawi/contracts';
import { api } from '../../../shared/api/api-client';
import { type ListFilter, useSalesChanged } from '../customers-api';

export function useReceipts(filter: ListFilter & { customerId: string }) {
  return useQuery({
    queryKey: ['customer-receipts', 'list', filter],
    queryFn: () => api<Page<CustomerReceipt>>('/api/receipts', { query: { ...filter } }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateReceipt() {
  const changed = useSalesChanged();
  return useMutation({
    mutationFn: (body: ReceiptCreate) => api<CustomerReceipt>('/api/receipts', { method: 'POST', body }),
    onSuccess: changed,
  });
}

/** Voids a receipt: the invoices it paid owe again, its credit is gone, the bank gives the money back. */
export function useVoidReceipt() {
  const changed = useSalesChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReceiptVoid }) =>
      api<CustomerReceipt>(`/api/receipts/${id}/void`, { method: 'POST', body }),
    onSuccess: changed,
  });
}
