import type { Page } from '@tawi/contracts';
import { MAX_PAGE_SIZE } from '@tawi/domain';
import { api } from '../../shared/api/api-client';
import { useInvalidate } from '../../shared/use-invalidate';

type QueryValue = string | number | boolean | null | undefined;

/**
 * Every item of a list endpoint, page after page at the largest size the API allows: a supplier's
 * open bills, the payables the overview adds up.
 */
export async function apiAllPages<T>(path: string, query: Record<string, QueryValue> = {}): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api<Page<T>>(path, { query: { ...query, page, limit: MAX_PAGE_SIZE } });
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.total) return items;
  }
}

/**
 * Trade documents post to the books and receipts move stock: after any of them the trade lists,
 * the supplier balances, stock, bank balances and the reports all change.
 */
export function useTradeChanged() {
  const invalidate = useInvalidate();
  return () =>
    invalidate(
      'suppliers',
      'purchase-orders',
      'bills',
      'supplier-payments',
      'trade-overview',
      'products',
      'inventory-summary',
      'bank-accounts',
      'accounts',
      'reports',
      'journal-entries',
      'audit-log',
    );
}
