import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { type productStockRow, productsApi } from '@tawi/contracts';
import type { z } from 'zod';
import { useApiQuery, useTouched } from '../../../shared/api/api-hooks';
import { apiUrl, callApi } from '../../../shared/api/call-api';
import { recordHooks } from '../../../shared/api/record-hooks';
import { useSaveMutation } from '../../../shared/api/use-save-mutation';

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

/** A page of products; past a cap its total is an estimate (`totalIsEstimate`). */
export function useProducts(filter: ProductFilter) {
  return useApiQuery(
    productsApi.list,
    { query: { ...filter, lowStock: filter.lowStock || undefined } },
    { placeholderData: keepPreviousData },
  );
}

export function useProductCategories() {
  return useApiQuery(productsApi.categories, {}, { select: (answer) => answer.items });
}

export function useProduct(id: string) {
  return useApiQuery(productsApi.get, { params: { id } });
}

export function useProductStock(id: string) {
  return useApiQuery(productsApi.stock, { params: { id } }, { select: (answer) => answer.items });
}

export function useProductMovements(id: string, paging: { page: number; limit: number }) {
  return useApiQuery(
    productsApi.movements,
    { params: { id }, query: paging },
    { placeholderData: keepPreviousData },
  );
}

/** The products of the branch in scope whose sku or name matches (for pickers). */
export function useProductSearch(search: string, enabled = true) {
  return useApiQuery(
    productsApi.list,
    { query: { search, limit: 20, sort: 'sku' } },
    { select: (page) => page.items, enabled, placeholderData: keepPreviousData },
  );
}

export function productExportUrl(format: 'csv' | 'xlsx', filter: ProductExportFilter): string {
  const { lowStock, ...rest } = filter;
  return apiUrl(productsApi.export, { query: { ...rest, lowStock: lowStock || undefined, format } });
}

/** Adds a product, or saves an existing one (`id`); stock moves post to the ledger. */
export function useSaveProduct() {
  return useSaveMutation(productsApi.create, productsApi.update);
}

const hooks = recordHooks(productsApi);

export const useDeleteProduct = hooks.id('remove');

export const useBulkUpdateProducts = hooks.body('bulkUpdate');

export const useAdjustStock = hooks.record('adjustStock');

/** Checks a CSV (`dryRun`) or imports it; only an import changes what the lists show. */
export function useImportProducts() {
  const touched = useTouched();
  return useMutation({
    mutationFn: (body: { csv: string; dryRun: boolean }) => callApi(productsApi.import, { body }),
    onSuccess: (result) => {
      if (!result.dryRun) touched(productsApi.import);
    },
  });
}
