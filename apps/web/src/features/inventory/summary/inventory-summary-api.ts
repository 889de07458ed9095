import { useQuery } from '@tanstack/react-query';
import type { InventorySummary } from '@tawi/contracts';
import { api } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';

export function useInventorySummary() {
  return useQuery({
    queryKey: ['inventory-summary'],
    queryFn: () => api<InventorySummary>('/api/inventory/summary'),
  });
}

export const SUMMARY_ERROR = 'Failed to fetch inventory summary';

/**
 * SPEC point 8: the server's message when it sent one, otherwise 'Failed to fetch inventory summary'.
 * An ApiError whose code is `http-<status>` or the network code carries no message of the server.
 */
export function summaryErrorMessage(err: unknown): string {
  if (!isApiError(err) || err.status === 0 || err.code.startsWith('http-')) return SUMMARY_ERROR;
  return err.message.trim() || SUMMARY_ERROR;
}
