import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Page, Transfer, TransferCreate, TransferDestination } from '@tawi/contracts';
import type { TransferAction, TransferStatus } from '@tawi/domain';
import { api } from '../../../shared/api/api-client';
import { useInvalidate } from '../../../shared/use-invalidate';

export type TransferDirection = 'incoming' | 'outgoing';

export interface TransferFilter {
  page: number;
  limit: number;
  direction: TransferDirection;
  search: string;
  status: TransferStatus | '';
  from: string;
  to: string;
}

export function useTransfers(filter: TransferFilter) {
  return useQuery({
    queryKey: ['transfers', filter],
    queryFn: () => api<Page<Transfer>>('/api/transfers', { query: { ...filter } }),
    placeholderData: keepPreviousData,
  });
}

/** Every active branch of the company (a sender may send to branches they are not assigned to). */
export function useTransferDestinations() {
  return useQuery({
    queryKey: ['transfers', 'destinations'],
    queryFn: () => api<{ items: TransferDestination[] }>('/api/transfers/destinations'),
  });
}

/** A transfer moves stock and value through "stock in transit": products, summary and books change. */
function useTransfersChanged() {
  const invalidate = useInvalidate();
  return () =>
    invalidate(
      'transfers',
      'products',
      'inventory-summary',
      'accounts',
      'reports',
      'journal-entries',
      'audit-log',
    );
}

export function useCreateTransfer() {
  const changed = useTransfersChanged();
  return useMutation({
    mutationFn: (body: TransferCreate) => api<Transfer>('/api/transfers', { method: 'POST', body }),
    onSuccess: changed,
  });
}

export function useTransferAction() {
  const changed = useTransfersChanged();
  return useMutation({
    mutationFn: ({ id, action, date }: { id: string; action: TransferAction; date?: string }) =>
      api<Transfer>(`/api/transfers/${id}/${action}`, { method: 'POST', body: date ? { date } : {} }),
    onSuccess: changed,
  });
}
