import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { estimatesApi } from '@tawi/contracts';
import type { EstimateAction, EstimateStatus } from '@tawi/domain';
import { useApiMutation, useApiQuery, useTouched } from '../../../shared/api/api-hooks';
import { callApi } from '../../../shared/api/call-api';
import { recordHooks } from '../../../shared/api/record-hooks';

export const estimatePaths = {
  list: '/dashboard/estimates',
  estimate: (id: string) => `/dashboard/estimates/${id}`,
} as const;

export interface EstimateFilter {
  page: number;
  limit: number;
  search: string;
  status: EstimateStatus | '';
  /** `field` or `-field` (ESTIMATE_SORTS); '' = newest first. */
  sort: string;
}

export function useEstimates(filter: EstimateFilter) {
  return useApiQuery(estimatesApi.list, { query: filter }, { placeholderData: keepPreviousData });
}

export function useEstimate(id: string) {
  return useApiQuery(estimatesApi.get, { params: { id } });
}

const hooks = recordHooks(estimatesApi);

export const useCreateEstimate = hooks.body('create');

export const useUpdateEstimate = hooks.record('update');

/** Sends, accepts or declines an estimate (one entry per step). */
export function useEstimateStep() {
  const touched = useTouched();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: EstimateAction }) =>
      callApi(estimatesApi[action], { params: { id } }),
    onSuccess: (_, { action }) => touched(estimatesApi[action]),
  });
}

export type ConvertTarget = 'invoice' | 'sales-order';

/**
 * Turns an estimate into an issued invoice (the estimate reads Invoiced) or an open sales order
 * (it reads Accepted), with its lines.
 */
export function useConvertEstimate() {
  return useApiMutation(estimatesApi.convert, {
    input: ({ id, to }: { id: string; to: ConvertTarget }) => ({ params: { id }, body: { to } }),
  });
}
