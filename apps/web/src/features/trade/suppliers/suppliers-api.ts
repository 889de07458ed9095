import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Page, Supplier, SupplierCreate, SupplierStatement, SupplierUpdate } from '@tawi/contracts';
import { api, apiListAll, buildUrl } from '../../../shared/api/api-client';
import { useTradeChanged } from '../trade-api';

export interface SupplierFilter {
  page: number;
  limit: number;
  search: string;
  sort: string;
}

export interface StatementPeriod {
  from: string;
  to: string;
}

export function useSuppliers(filter: SupplierFilter) {
  return useQuery({
    queryKey: ['suppliers', 'list', filter],
    queryFn: () => api<Page<Supplier>>('/api/suppliers', { query: { ...filter } }),
    placeholderData: keepPreviousData,
  });
}

/** The active suppliers, by name: what the supplier pickers offer. */
export function useActiveSuppliers() {
  return useQuery({
    queryKey: ['suppliers', 'active'],
    queryFn: () => apiListAll<Supplier>('/api/suppliers', { active: true, sort: 'name' }),
  });
}

export function useSupplier(id: string) {
  return useQuery({
    queryKey: ['suppliers', 'one', id],
    queryFn: () => api<Supplier>(`/api/suppliers/${id}`),
  });
}

export function useSupplierStatement(id: string, period: StatementPeriod, enabled: boolean) {
  return useQuery({
    queryKey: ['suppliers', 'statement', id, period],
    queryFn: () => api<SupplierStatement>(`/api/suppliers/${id}/statement`, { query: { ...period } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function supplierStatementPdfUrl(id: string, period: StatementPeriod): string {
  return buildUrl(`/api/suppliers/${id}/statement.pdf`, { ...period });
}

export function useSaveSupplier() {
  const changed = useTradeChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: SupplierCreate | SupplierUpdate }) =>
      id
        ? api<Supplier>(`/api/suppliers/${id}`, { method: 'PATCH', body })
        : api<Supplier>('/api/suppliers', { method: 'POST', body }),
    onSuccess: changed,
  });
}

export function useDeleteSupplier() {
  const changed = useTradeChanged();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/suppliers/${id}`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}
