import { keepPreviousData } from '@tanstack/react-query';
import { type SalesOrderInvoice, type SalesOrderStatus, salesOrdersApi } from '@tawi/contracts';
import { useApiMutation, useApiQuery } from '../../../shared/api/api-hooks';
import { useSaveMutation } from '../../../shared/api/use-save-mutation';

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
  return useApiQuery(salesOrdersApi.list, { query: filter }, { placeholderData: keepPreviousData });
}

export function useSalesOrder(id: string) {
  return useApiQuery(salesOrdersApi.get, { params: { id } });
}

/** Adds an order, or saves an existing one (`id`, PUT) with the form's fields. */
export function useSaveSalesOrder() {
  return useSaveMutation(salesOrdersApi.create, salesOrdersApi.replace);
}

export function useCancelSalesOrder() {
  return useApiMutation(salesOrdersApi.cancel, {
    input: ({ id, reason }: { id: string; reason: string }) => ({ params: { id }, body: { reason } }),
  });
}

/** Invoices all or part of the order: the new invoice is issued (stock out, posted). */
export function useInvoiceSalesOrder(id: string) {
  return useApiMutation(salesOrdersApi.invoice, {
    input: (body: SalesOrderInvoice) => ({ params: { id }, body }),
  });
}
