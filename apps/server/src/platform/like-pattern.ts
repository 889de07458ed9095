/**
 * A LIKE pattern matching `search` anywhere, lower case, with LIKE's wildcards (%, _ and the escape
 * character) taken literally: compare it with `lower(column) like pattern` (ILIKE works too).
 * Undefined for no search.
 */
export function containsPattern(search: string | undefined | null): string | undefined {
  if (!search) return undefined;
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
