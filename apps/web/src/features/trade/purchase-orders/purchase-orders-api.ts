import { keepPreviousData } from '@tanstack/react-query';
import {
  type PurchaseOrderUpdate,
  purchaseOrdersApi,
  type ReceiveGoods,
  type receiveGoodsResult,
} from '@tawi/contracts';
import type { PurchaseOrderStatus } from '@tawi/domain';
import type { z } from 'zod';
import { useApiMutation, useApiQuery, useTouched } from '../../../shared/api/api-hooks';
import { apiUrl } from '../../../shared/api/call-api';
import { recordHooks } from '../../../shared/api/record-hooks';

export type ReceiveGoodsResult = z.infer<typeof receiveGoodsResult>;

export interface PurchaseOrderFilter {
  page: number;
  limit: number;
  search: string;
  supplierId: string;
  status: PurchaseOrderStatus | '';
  /** Cancelled orders too (left out by default). */
  includeCanceled?: boolean | undefined;
}

export function usePurchaseOrders(filter: PurchaseOrderFilter) {
  return useApiQuery(purchaseOrdersApi.list, { query: filter }, { placeholderData: keepPreviousData });
}

export function usePurchaseOrder(id: string) {
  return useApiQuery(purchaseOrdersApi.get, { params: { id } });
}

export function usePurchaseReceipts(id: string) {
  return useApiQuery(purchaseOrdersApi.receipts, { params: { id } }, { select: (answer) => answer.items });
}

/** The order as a PDF to send to the supplier. */
export const purchaseOrderPdfUrl = (id: string) => apiUrl(purchaseOrdersApi.pdf, { params: { id } });

const hooks = recordHooks(purchaseOrdersApi);

export const useCreatePurchaseOrder = hooks.body('create');

export function useUpdatePurchaseOrder(id: string) {
  return useApiMutation(purchaseOrdersApi.update, {
    input: (body: PurchaseOrderUpdate) => ({ params: { id }, body }),
  });
}

export const useCancelPurchaseOrder = hooks.id('cancel');

export function useReceiveGoods(orderId: string) {
  const touched = useTouched();
  return useApiMutation(purchaseOrdersApi.receive, {
    input: (body: ReceiveGoods) => ({ params: { id: orderId }, body }),
    // refused because the order changed meanwhile (another receipt): show what is left now
    onError: () => touched(purchaseOrdersApi.receive),
  });
}
