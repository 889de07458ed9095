import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  Invoice,
  Page,
  SalesOrder,
  SalesOrderCreate,
  SalesOrderInvoice,
  SalesOrderStatus,
  SalesOrderUpdate,
} from '@tawi/contracts';
import { api } from '../../../shared/api/api-client';
import { useSalesChanged } from '../customers-api';

export const salesOrderPaths = {
  list: '/dashboard/sales-orders',
  order: (id: string) => `/dashboard/sales-orders/${id}`,
} as const;

export interface SalesOrderFilter {
  page: number;
  limit: number;
  search: string;
  status: SalesOrderStatus | '';
  customerId: string;
  from: string;
  to: string;
  sort: string;
}

export function useSalesOrders(filter: SalesOrderFilter) {
  return useQuery({
    queryKey: ['sales-orders', 'list', filter],
    queryFn: () => api<Page<SalesOrder>>('/api/sales-orders', { query: { ...filter } }),
    placeholderData: keepPreviousData,
  });
}

export function useSalesOrder(id: string) {
  return useQuery({
    queryKey: ['sales-orders', 'one', id],
    queryFn: () => api<SalesOrder>(`/api/sales-orders/${id}`),
  });
}

export function useSaveSalesOrder() {
  const changed = useSalesChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: SalesOrderCreate | SalesOrderUpdate }) =>
      id
        ? api<SalesOrder>(`/api/sales-orders/${id}`, { method: 'PUT', body })
        : api<SalesOrder>('/api/sales-orders', { method: 'POST', body }),
    onSuccess: changed,
  });
}

export function useCancelSalesOrder() {
  const changed = useSalesChanged();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api<SalesOrder>(`/api/sales-orders/${id}/cancel`, { method: 'POST', body: { reason } }),
    onSuccess: changed,
  });
}

/** Invoices all or part of the order: the new invoice is issued (stock out, posted). */
export function useInvoiceSalesOrder(id: string) {
  const changed = useSalesChanged();
  return useMutation({
    mutationFn: (body: SalesOrderInvoice) =>
      api<Invoice>(`/api/sales-orders/${id}/invoice`, { method: 'POST', body }),
    onSuccess: changed,
  });
}
