import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  Page,
  PurchaseOrder,
  PurchaseOrderCreate,
  PurchaseReceipt,
  ReceiveGoods,
  receiveGoodsResult,
} from '@tawi/contracts';
import type { PurchaseOrderStatus } from '@tawi/domain';
import type { z } from 'zod';
import { api } from '../../../shared/api/api-client';
import { useTradeChanged } from '../trade-api';

export type ReceiveGoodsResult = z.infer<typeof receiveGoodsResult>;

export interface PurchaseOrderFilter {
  page: number;
  limit: number;
  search: string;
  supplierId: string;
  status: PurchaseOrderStatus | '';
}

export function usePurchaseOrders(filter: PurchaseOrderFilter) {
  return useQuery({
    queryKey: ['purchase-orders', 'list', filter],
    queryFn: () => api<Page<PurchaseOrder>>('/api/purchase-orders', { query: { ...filter } }),
    placeholderData: keepPreviousData,
  });
}

export function usePurchaseOrder(id: string) {
  return useQuery({
    queryKey: ['purchase-orders', 'one', id],
    queryFn: () => api<PurchaseOrder>(`/api/purchase-orders/${id}`),
  });
}

export function usePurchaseReceipts(id: string) {
  return useQuery({
    queryKey: ['purchase-orders', 'receipts', id],
    queryFn: async () =>
      (await api<{ items: PurchaseReceipt[] }>(`/api/purchase-orders/${id}/receipts`)).items,
  });
}

/** The order as a PDF to send to the supplier. */
export const purchaseOrderPdfUrl = (id: string) => `/api/purchase-orders/${id}/pdf`;

export function useCreatePurchaseOrder() {
  const changed = useTradeChanged();
  return useMutation({
    mutationFn: (body: PurchaseOrderCreate) =>
      api<PurchaseOrder>('/api/purchase-orders', { method: 'POST', body }),
    onSuccess: changed,
  });
}

export function useCancelPurchaseOrder() {
  const changed = useTradeChanged();
  return useMutation({
    mutationFn: (id: string) =>
      api<PurchaseOrder>(`/api/purchase-orders/${id}/cancel`, { method: 'POST', body: {} }),
    onSuccess: changed,
  });
}

export function useReceiveGoods(orderId: string) {
  const changed = useTradeChanged();
  return useMutation({
    mutationFn: (body: ReceiveGoods) =>
      api<ReceiveGoodsResult>(`/api/purchase-orders/${orderId}/receive`, { method: 'POST', body }),
    onSuccess: changed,
    // refused because the order changed meanwhile (another receipt): show what is left now
    onError: changed,
  });
}
