import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  Attachment,
  Page,
  paymentRefund,
  paymentVoid,
  SUPPLIER_PAYMENT_STATUSES,
  SupplierPayment,
  SupplierPaymentCreate,
} from '@tawi/contracts';
import type { z } from 'zod';
import { api } from '../../../shared/api/api-client';
import { useTradeChanged } from '../trade-api';

export type SupplierPaymentStatus = (typeof SUPPLIER_PAYMENT_STATUSES)[number];
export type PaymentRefund = z.infer<typeof paymentRefund>;
export type PaymentVoid = z.infer<typeof paymentVoid>;

export interface PaymentFilter {
  page: number;
  limit: number;
  search: string;
  supplierId: string;
  status: SupplierPaymentStatus | '';
}

export function usePayments(filter: PaymentFilter) {
  return useQuery({
    queryKey: ['supplier-payments', 'list', filter],
    queryFn: () => api<Page<SupplierPayment>>('/api/payments', { query: { ...filter } }),
    placeholderData: keepPreviousData,
  });
}

export function useCreatePayment() {
  const changed = useTradeChanged();
  return useMutation({
    mutationFn: (body: SupplierPaymentCreate) =>
      api<SupplierPayment>('/api/payments', { method: 'POST', body }),
    onSuccess: changed,
  });
}

export function useRefundPayment() {
  const changed = useTradeChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PaymentRefund }) =>
      api<SupplierPayment>(`/api/payments/${id}/refund`, { method: 'POST', body }),
    onSuccess: changed,
  });
}

export function useVoidPayment() {
  const changed = useTradeChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PaymentVoid }) =>
      api<SupplierPayment>(`/api/payments/${id}/void`, { method: 'POST', body }),
    onSuccess: changed,
  });
}

/** Keeps a file (PDF, PNG or JPEG, at most 2 MB) with the payment. */
export function useAttachToPayment(paymentId: string) {
  const changed = useTradeChanged();
  return useMutation({
    mutationFn: (file: File) =>
      api<Attachment>(`/api/payments/${paymentId}/attachments`, {
        method: 'POST',
        body: file,
        query: { fileName: file.name },
      }),
    onSuccess: () => changed(),
  });
}
