import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { type Transfer, transfersApi } from '@tawi/contracts';
import type { TransferAction, TransferStatus } from '@tawi/domain';
import { useApiQuery, useTouched } from '../../../shared/api/api-hooks';
import { callApi } from '../../../shared/api/call-api';
import { recordHooks } from '../../../shared/api/record-hooks';

export type TransferDirection = 'incoming' | 'outgoing';

export interface TransferFilter {
  page: number;
  limit: number;
  direction: TransferDirection;
  search: string;
  status: TransferStatus | '';
  from: string;
  to: string;
}

export function useTransfers(filter: TransferFilter) {
  return useApiQuery(transfersApi.list, { query: filter }, { placeholderData: keepPreviousData });
}

/**
 * One transfer as the server has it now; the row it was opened from shows until that arrives (a list
 * row can be older than the last dispatch or receipt).
 */
export function useTransfer(shown: Transfer): Transfer {
  return (
    useApiQuery(transfersApi.get, { params: { id: shown.id } }, { placeholderData: shown }).data ?? shown
  );
}

/** Every active branch of the company (a sender may send to branches they are not assigned to). */
export function useTransferDestinations() {
  return useApiQuery(transfersApi.destinations, {});
}

/** A transfer moves stock and value through "stock in transit": products, summary and books change. */
const hooks = recordHooks(transfersApi);

export const useCreateTransfer = hooks.body('create');

interface TransferStep {
  id: string;
  action: TransferAction;
  date?: string;
}

/** Dispatches, receives or cancels a transfer (dated when stock moves). */
export function useTransferAction() {
  const touched = useTouched();
  return useMutation({
    mutationFn: ({ id, action, date }: TransferStep) =>
      callApi(transfersApi[action], { params: { id }, body: date ? { date } : {} }),
    onSuccess: (_, { action }) => touched(transfersApi[action]),
  });
}

/** Receives a transfer in full or in part (per line what arrived and what is written off). */
export const useReceiveTransfer = hooks.record('receive');
