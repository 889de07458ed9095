import { keepPreviousData } from '@tanstack/react-query';
import { suppliersApi } from '@tawi/contracts';
import { MAX_PAGE_SIZE } from '@tawi/domain';
import { useApiQuery } from '../../../shared/api/api-hooks';
import { apiUrl } from '../../../shared/api/call-api';
import { useIdMutation } from '../../../shared/api/record-mutations';
import { useSaveMutation } from '../../../shared/api/use-save-mutation';

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
  return useApiQuery(suppliersApi.list, { query: filter }, { placeholderData: keepPreviousData });
}

/** The active suppliers, by name: what the supplier pickers offer. */
export function useActiveSuppliers() {
  const query = { active: true, sort: 'name', page: 1, limit: MAX_PAGE_SIZE };
  return useApiQuery(suppliersApi.list, { query }, { select: (page) => page.items });
}

export function useSupplier(id: string) {
  return useApiQuery(suppliersApi.get, { params: { id } });
}

export function useSupplierStatement(id: string, period: StatementPeriod, enabled: boolean) {
  return useApiQuery(
    suppliersApi.statement,
    { params: { id }, query: period },
    { enabled, placeholderData: keepPreviousData },
  );
}

export function supplierStatementPdfUrl(id: string, period: StatementPeriod): string {
  return apiUrl(suppliersApi.statementPdf, { params: { id }, query: period });
}

/** Adds a supplier, or saves an existing one (`id`) with every field of the form. */
export function useSaveSupplier() {
  return useSaveMutation(suppliersApi.create, suppliersApi.update);
}

export function useDeleteSupplier() {
  return useIdMutation(suppliersApi.remove);
}
