import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  Page,
  Product,
  ProductBulkUpdate,
  ProductCreate,
  ProductImportResult,
  ProductUpdate,
  productStockRow,
  StockAdjustment,
  StockMovement,
} from '@tawi/contracts';
import type { z } from 'zod';
import { api, buildUrl } from '../../../shared/api/api-client';
import { useInvalidate } from '../../../shared/use-invalidate';

export type ProductStockRow = z.infer<typeof productStockRow>;

/** What the products list asks the server for (page starts at 1). */
export interface ProductFilter {
  page: number;
  limit: number;
  search: string;
  sort: string;
  category: string;
  lowStock: boolean;
}

/** The list filters an export repeats, plus the branch (a download link sends no X-Branch-Id). */
export type ProductExportFilter = Pick<ProductFilter, 'search' | 'category' | 'lowStock'> & {
  branchId: string | undefined;
};

export function useProducts(filter: ProductFilter) {
  return useQuery({
    queryKey: ['products', 'list', filter],
    queryFn: () =>
      api<Page<Product> & { totalIsEstimate: boolean }>('/api/products', {
        query: { ...filter, lowStock: filter.lowStock ? 'true' : undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useProductCategories() {
  return useQuery({
    queryKey: ['products', 'categories'],
    queryFn: async () => (await api<{ items: string[] }>('/api/products/categories')).items,
  });
}

export function useProduct(id: string) {
  return useQuery({ queryKey: ['products', 'one', id], queryFn: () => api<Product>(`/api/products/${id}`) });
}

export function useProductStock(id: string) {
  return useQuery({
    queryKey: ['products', 'stock', id],
    queryFn: async () => (await api<{ items: ProductStockRow[] }>(`/api/products/${id}/stock`)).items,
  });
}

export function useProductMovements(id: string, paging: { page: number; limit: number }) {
  return useQuery({
    queryKey: ['products', 'movements', id, paging],
    queryFn: () => api<Page<StockMovement>>(`/api/products/${id}/movements`, { query: { ...paging } }),
    placeholderData: keepPreviousData,
  });
}

/** The products of the branch in scope whose sku or name matches (for pickers). */
export function useProductSearch(search: string, enabled = true) {
  return useQuery({
    queryKey: ['products', 'search', search],
    queryFn: async () =>
      (await api<Page<Product>>('/api/products', { query: { search, limit: 20, sort: 'sku' } })).items,
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function productExportUrl(format: 'csv' | 'xlsx', filter: ProductExportFilter): string {
  const { lowStock, ...rest } = filter;
  return buildUrl('/api/products/export', { ...rest, lowStock: lowStock ? 'true' : undefined, format });
}

/** Stock moves post to the ledger: the summary, the chart of accounts and the reports change too. */
export function useProductsChanged() {
  const invalidate = useInvalidate();
  return () =>
    invalidate(
      'products',
      'inventory-summary',
      'transfers',
      'accounts',
      'reports',
      'journal-entries',
      'audit-log',
    );
}

export function useSaveProduct() {
  const changed = useProductsChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: ProductCreate | ProductUpdate }) =>
      id
        ? api<Product>(`/api/products/${id}`, { method: 'PATCH', body })
        : api<Product>('/api/products', { method: 'POST', body }),
    onSuccess: changed,
  });
}

export function useDeleteProduct() {
  const changed = useProductsChanged();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/products/${id}`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}

export function useBulkUpdateProducts() {
  const changed = useProductsChanged();
  return useMutation({
    mutationFn: (body: ProductBulkUpdate) =>
      api<{ updated: number }>('/api/products/bulk-update', { method: 'POST', body }),
    onSuccess: changed,
  });
}

export function useAdjustStock() {
  const changed = useProductsChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: StockAdjustment }) =>
      api<Product>(`/api/products/${id}/adjust-stock`, { method: 'POST', body }),
    onSuccess: changed,
  });
}

export function useImportProducts() {
  const changed = useProductsChanged();
  return useMutation({
    mutationFn: (body: { csv: string; dryRun: boolean }) =>
      api<ProductImportResult>('/api/products/import', { method: 'POST', body }),
    onSuccess: (result) => {
      if (!result.dryRun) changed();
    },
  });
}
