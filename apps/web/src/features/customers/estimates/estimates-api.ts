import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Estimate, EstimateCreate, EstimateUpdate, Invoice, Page, SalesOrder } from '@tawi/contracts';
import type { EstimateAction, EstimateStatus } from '@tawi/domain';
import { api } from '../../../shared/api/api-client';
import { useSalesChanged } from '../customers-api';

export const estimatePaths = {
  list: '/dashboard/estimates',
  estimate: (id: string) => `/dashboard/estimates/${id}`,
} as const;

export interface EstimateFilter {
  page: number;
  limit: number;
  search: string;
  status: EstimateStatus | '';
  /** `field` or `-field` (ESTIMATE_SORTS); '' = newest first. */
  sort: string;
}

export function useEstimates(filter: EstimateFilter) {
  return useQuery({
    queryKey: ['estimates', 'list', filter],
    queryFn: () => api<Page<Estimate>>('/api/estimates', { query: { ...filter } }),
    placeholderData: keepPreviousData,
  });
}

export function useEstimate(id: string) {
  return useQuery({
    queryKey: ['estimates', 'one', id],
    queryFn: () => api<Estimate>(`/api/estimates/${id}`),
  });
}

export function useCreateEstimate() {
  const changed = useSalesChanged();
  return useMutation({
    mutationFn: (body: EstimateCreate) => api<Estimate>('/api/estimates', { method: 'POST', body }),
    onSuccess: changed,
  });
}

export function useUpdateEstimate() {
  const changed = useSalesChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EstimateUpdate }) =>
      api<Estimate>(`/api/estimates/${id}`, { method: 'PATCH', body }),
    onSuccess: changed,
  });
}

export function useEstimateStep() {
  const changed = useSalesChanged();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: EstimateAction }) =>
      api<Estimate>(`/api/estimates/${id}/${action}`, { method: 'POST', body: {} }),
    onSuccess: changed,
  });
}

export type ConvertTarget = 'invoice' | 'sales-order';

/**
 * Turns an estimate into an issued invoice (the estimate reads Invoiced) or an open sales order
 * (it reads Accepted), with its lines.
 */
export function useConvertEstimate() {
  const changed = useSalesChanged();
  return useMutation({
    mutationFn: ({ id, to }: { id: string; to: ConvertTarget }) =>
      api<Invoice | SalesOrder>(`/api/estimates/${id}/convert`, { method: 'POST', body: { to } }),
    onSuccess: changed,
  });
}
