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
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...values, ...patch })) {
      if (value && value !== defaults[key]) next.set(key, value);
    }
    setSearch(next, { replace: true });
  };
  return [values, update];
}
