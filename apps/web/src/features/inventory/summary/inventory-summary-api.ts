import { inventoryApi } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../shared/api/api-error';
import { useApiQuery } from '../../../shared/api/api-hooks';

export function useInventorySummary() {
  return useApiQuery(inventoryApi.summary, {});
}

/**
 * SPEC point 8: the server's message when it sent one, otherwise 'Failed to fetch inventory summary'.
 * An ApiError whose code is `http-<status>` or the network code carries no message of the server.
 */
export function summaryErrorMessage(err: unknown, t: TFunction<'inventory'>): string {
  const fallback = t('summary.fetchFailed');
  if (!isApiError(err) || err.status === 0 || err.code.startsWith('http-')) return fallback;
  return err.message.trim() || fallback;
}
