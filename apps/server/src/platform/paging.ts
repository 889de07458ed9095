import type { ListQuery, Page } from '@tawi/contracts';

/**
 * One page of a short, already-scoped list (branches, roles, users of one company), sorted by
 * `sort` = `field` or `-field` when that field is one of `sortable`. Long lists page in SQL instead.
 */
export function pageOf<T extends object>(
  items: T[],
  q: ListQuery,
  sortable: ReadonlyArray<keyof T & string>,
): Page<T> {
  const desc = q.sort?.startsWith('-') ?? false;
  const field = q.sort?.replace(/^-/, '');
  const key = sortable.find((k) => k === field);
  const sorted = key
    ? [...items].sort((a, b) => {
        const x = String(a[key] ?? '');
        const y = String(b[key] ?? '');
        const order = x.localeCompare(y, 'en', { numeric: true, sensitivity: 'base' });
        return desc ? -order : order;
      })
    : items;
  const start = (q.page - 1) * q.limit;
  return { items: sorted.slice(start, start + q.limit), total: items.length, page: q.page, limit: q.limit };
}

/** Case-insensitive substring match over the given fields. */
export function matches<T>(item: T, search: string | undefined, fields: ReadonlyArray<keyof T>): boolean {
  if (!search) return true;
  const needle = search.toLowerCase();
  return fields.some((f) =>
    String(item[f] ?? '')
      .toLowerCase()
      .includes(needle),
  );
}
