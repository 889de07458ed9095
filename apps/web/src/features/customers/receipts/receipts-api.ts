import { keepPreviousData } from '@tanstack/react-query';
import { customerReceiptsApi } from '@tawi/contracts';
import { useApiQuery } from '../../../shared/api/api-hooks';
import { recordHooks } from '../../../shared/api/record-hooks';
import type { ListFilter } from '../customers-api';

export function useReceipts(filter: ListFilter & { customerId: string }) {
  return useApiQuery(customerReceiptsApi.list, { query: filter }, { placeholderData: keepPreviousData });
}

const hooks = recordHooks(customerReceiptsApi);

export const useCreateReceipt = hooks.body('create');

/** Voids a receipt: the invoices it paid owe again, its credit is gone, the bank gives the money back. */
export const useVoidReceipt = hooks.record('void');
