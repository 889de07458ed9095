import { useUrlFilters } from '../documents/use-url-filters';
import { useDebouncedValue } from '../use-debounced-value';

/**
 * A list's filters kept in the address, the search to send once typing pauses, and whether any filter
 * is set (then an empty list says "nothing matches" rather than "nothing yet").
 */
export function useListFilters<T extends Record<string, string> & { search: string }>(defaults: T) {
  const [filters, setFilters] = useUrlFilters(defaults);
  const search = useDebouncedValue(filters.search.trim());
  const filtered =
    Object.entries(filters).some(([key, value]) => key !== 'search' && value) || Boolean(search);
  return { filters, setFilters, search, filtered };
}
