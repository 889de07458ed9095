import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  Customer,
  CustomerCreate,
  CustomerReceipt,
  CustomerStatement,
  CustomerUpdate,
  Page,
  ReceiptCreate,
} from '@tawi/contracts';
import { api, apiListAll, buildUrl } from '../../shared/api/api-client';
import { useInvalidate } from '../../shared/use-invalidate';

export interface ListFilter {
  page: number;
  limit: number;
  search: string;
}

export interface StatementPeriod {
  from: string;
  to: string;
}

/** Sales documents post to the books and move stock: after any of them these lists change. */
export function useSalesChanged() {
  const invalidate = useInvalidate();
  return () =>
    invalidate(
      'customers',
      'invoices',
      'estimates',
      'sales-orders',
      'credit-notes',
      'customer-receipts',
      'products',
      'inventory-summary',
      'bank-accounts',
      'accounts',
      'reports',
      'journal-entries',
      'audit-log',
    );
}

export function useCustomers(filter: ListFilter & { sort: string }) {
  return useQuery({
    queryKey: ['customers', 'list', filter],
    queryFn: () => api<Page<Customer>>('/api/customers', { query: { ...filter } }),
    placeholderData: keepPreviousData,
  });
}

/** The active customers, by name: what the customer pickers offer. */
export function useActiveCustomers() {
  return useQuery({
    queryKey: ['customers', 'active'],
    queryFn: () => apiListAll<Customer>('/api/customers', { active: true, sort: 'name' }),
  });
}

export function useCustomer(id: string) {
  return useQuery({
    queryKey: ['customers', 'one', id],
    queryFn: () => api<Customer>(`/api/customers/${id}`),
  });
}

export function useCustomerStatement(id: string, period: StatementPeriod, enabled: boolean) {
  return useQuery({
    queryKey: ['customers', 'statement', id, period],
    queryFn: () => api<CustomerStatement>(`/api/customers/${id}/statement`, { query: { ...period } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function customerStatementPdfUrl(id: string, period: StatementPeriod): string {
  return buildUrl(`/api/customers/${id}/statement.pdf`, { ...period });
}

export function useSaveCustomer() {
  const changed = useSalesChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: CustomerCreate | CustomerUpdate }) =>
      id
        ? api<Customer>(`/api/customers/${id}`, { method: 'PATCH', body })
        : api<Customer>('/api/customers', { method: 'POST', body }),
    onSuccess: changed,
  });
}

export function useDeleteCustomer() {
  const changed = useSalesChanged();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/customers/${id}`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}

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
