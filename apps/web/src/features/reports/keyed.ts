/**
 * React keys for report rows that carry no id of their own: the base key (e.g. the entry id), with
 * the occurrence number when one base repeats ("e1", "e1#2"). Rows of a report never reorder.
 */
export function keyed<T>(items: readonly T[], base: (item: T) => string): Array<{ item: T; key: string }> {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const b = base(item);
    const n = (seen.get(b) ?? 0) + 1;
    seen.set(b, n);
    return { item, key: n === 1 ? b : `${b}#${n}` };
  });
}
