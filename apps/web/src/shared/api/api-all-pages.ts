import type { Page } from '@tawi/contracts';
import { MAX_PAGE_SIZE } from '@tawi/domain';
import { api } from './api-client';

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
