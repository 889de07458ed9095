/** The columns a user sees: without the cost ones (`costFields`) unless they see costs (costs:read). */
export function withoutCostColumns<C extends { field: string }>(
  columns: C[],
  seesCosts: boolean,
  costFields: readonly string[],
): C[] {
  return seesCosts ? columns : columns.filter((c) => !costFields.includes(c.field));
}
