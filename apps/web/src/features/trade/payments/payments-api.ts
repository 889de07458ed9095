import { keepPreviousData } from '@tanstack/react-query';
import {
  type paymentRefund,
  type paymentVoid,
  type SUPPLIER_PAYMENT_STATUSES,
  type SupplierPaymentCreate,
  supplierPaymentsApi,
} from '@tawi/contracts';
import type { z } from 'zod';
import { useApiMutation, useApiQuery } from '../../../shared/api/api-hooks';

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
  return useApiQuery(supplierPaymentsApi.list, { query: filter }, { placeholderData: keepPreviousData });
}

export function useCreatePayment() {
  return useApiMutation(supplierPaymentsApi.create, { input: (body: SupplierPaymentCreate) => ({ body }) });
}

export function useRefundPayment() {
  return useApiMutation(supplierPaymentsApi.refund, {
    input: ({ id, body }: { id: string; body: PaymentRefund }) => ({ params: { id }, body }),
  });
}

export function useVoidPayment() {
  return useApiMutation(supplierPaymentsApi.void, {
    input: ({ id, body }: { id: string; body: PaymentVoid }) => ({ params: { id }, body }),
  });
}
