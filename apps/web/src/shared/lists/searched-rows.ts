/**
 * The rows one of whose texts (`textsOf`) holds the search, in any case; every row while the search is
 * empty. For lists the browser holds whole.
 */
export function searchedRows<R>(
  rows: readonly R[] | undefined,
  search: string,
  textsOf: (row: R) => readonly (string | null | undefined)[],
): R[] {
  const term = search.trim().toLowerCase();
  const all = rows ?? [];
  return term ? all.filter((row) => textsOf(row).some((v) => v?.toLowerCase().includes(term))) : [...all];
}
