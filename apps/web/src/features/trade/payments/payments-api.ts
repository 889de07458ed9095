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
import { apiUrl } from '../../../shared/api/call-api';

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

/** Keeps a file (PDF, PNG or JPEG, at most 2 MB) with the payment. */
export function useAttachToPayment(paymentId: string) {
  return useApiMutation(supplierPaymentsApi.attach, {
    input: (file: File) => ({ params: { id: paymentId }, query: { fileName: file.name }, body: file }),
  });
}

/** The address of a file kept with a payment, to open or download. */
export function paymentAttachmentUrl(paymentId: string, attachmentId: string): string {
  return apiUrl(supplierPaymentsApi.attachment, { params: { id: paymentId, attachmentId } });
}
