import { keepPreviousData } from '@tanstack/react-query';
import { customerReceiptsApi, type ReceiptCreate, type ReceiptVoid } from '@tawi/contracts';
import { useApiMutation, useApiQuery } from '../../../shared/api/api-hooks';
import type { ListFilter } from '../customers-api';

export function useReceipts(filter: ListFilter & { customerId: string }) {
  return useApiQuery(customerReceiptsApi.list, { query: filter }, { placeholderData: keepPreviousData });
}

export function useCreateReceipt() {
  return useApiMutation(customerReceiptsApi.create, { input: (body: ReceiptCreate) => ({ body }) });
}

/** Voids a receipt: the invoices it paid owe again, its credit is gone, the bank gives the money back. */
export function useVoidReceipt() {
  return useApiMutation(customerReceiptsApi.void, {
    input: ({ id, body }: { id: string; body: ReceiptVoid }) => ({ params: { id }, body }),
  });
}
