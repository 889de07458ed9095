import { useSearchParams } from 'react-router';

/**
 * A list's filters kept in the address, so the overview can link to "overdue bills" and a reload or
 * the back button keeps them. Values equal to their default are left out of the address.
 */
export function useUrlFilters<T extends Record<string, string>>(
  defaults: T,
): [T, (patch: Partial<T>) => void] {
  const [search, setSearch] = useSearchParams();
  const values = Object.fromEntries(
    Object.entries(defaults).map(([key, fallback]) => [key, search.get(key) ?? fallback]),
  ) as T;
  const update = (patch: Partial<T>) => {
    // The address as it is now, not as this render saw it: two changes in a row (a customer chosen,
    // then a date typed) before the page redraws must both stay.
    const current = new URLSearchParams(window.location.search);
    const next = new URLSearchParams();
    for (const [key, fallback] of Object.entries(defaults)) {
      const value = key in patch ? patch[key] : (current.get(key) ?? fallback);
      if (value && value !== fallback) next.set(key, value);
    }
    setSearch(next, { replace: true });
  };
  return [values, update];
}
