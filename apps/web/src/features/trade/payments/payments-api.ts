import { keepPreviousData } from '@tanstack/react-query';
import {
  type paymentRefund,
  type paymentVoid,
  type SUPPLIER_PAYMENT_STATUSES,
  supplierPaymentsApi,
} from '@tawi/contracts';
import type { z } from 'zod';
import { useApiQuery } from '../../../shared/api/api-hooks';
import { recordHooks } from '../../../shared/api/record-hooks';

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

const hooks = recordHooks(supplierPaymentsApi);

export const useCreatePayment = hooks.body('create');

export const useRefundPayment = hooks.record('refund');

export const useVoidPayment = hooks.record('void');
