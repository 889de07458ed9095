import { type AnyColumn, ilike, or, type SQL, sql } from 'drizzle-orm';

/**
 * A LIKE pattern matching `search` anywhere, lower case, with LIKE's wildcards (%, _ and the escape
 * character) taken literally: compare it with `lower(column) like pattern` (ILIKE works too).
 * Undefined for no search.
 */
export function containsPattern(search: string | undefined | null): string | undefined {
  if (!search) return undefined;
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Any of `texts` (columns or text expressions) contains `search`, any case; undefined for no search. */
export function containsAny(search: string | undefined | null, texts: (SQL | AnyColumn)[]): SQL | undefined {
  const pattern = containsPattern(search);
  if (!pattern) return undefined;
  return or(...texts.map((text) => sql`lower(${text}) like ${pattern}`));
}

/**
 * Any of `columns` contains `search`, any case, by ILIKE (the pattern of containsPattern); undefined for
 * no search: a list's search box.
 */
export function ilikeAny(search: string | undefined | null, columns: (SQL | AnyColumn)[]): SQL | undefined {
  const pattern = containsPattern(search);
  if (!pattern) return undefined;
  return or(...columns.map((column) => ilike(column, pattern)));
}
