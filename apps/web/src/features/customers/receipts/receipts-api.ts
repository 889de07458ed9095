import { keepPreviousData } from '@tanstack/react-query';
import { customerReceiptsApi } from '@tawi/contracts';
import { useApiQuery } from '../../../shared/api/api-hooks';
import { useBodyMutation, useRecordMutation } from '../../../shared/api/record-mutations';
import type { ListFilter } from '../customers-api';

export function useReceipts(filter: ListFilter & { customerId: string }) {
  return useApiQuery(customerReceiptsApi.list, { query: filter }, { placeholderData: keepPreviousData });
}

export function useCreateReceipt() {
  return useBodyMutation(customerReceiptsApi.create);
}

/** Voids a receipt: the invoices it paid owe again, its credit is gone, the bank gives the money back. */
export function useVoidReceipt() {
  return useRecordMutation(customerReceiptsApi.void);
}
