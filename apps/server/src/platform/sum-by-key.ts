import { Money } from '@tawi/domain';

/**
 * The values of `entries` added up per key with `plus`, from `zero` (a key's first value is `plus(zero,
 * value)`), keys in the order first seen. `plus` must return a new value: the entries may be kept in a
 * cache (figuresByMonth), so neither they nor `zero` are changed.
 */
export function sumByKey<K, V>(
  entries: Iterable<readonly [K, V]>,
  zero: V,
  plus: (sum: V, value: V) => V,
): Map<K, V> {
  const sums = new Map<K, V>();
  for (const [key, value] of entries) sums.set(key, plus(sums.get(key) ?? zero, value));
  return sums;
}

/** The entries of several maps, one after another (for sumByKey over parts kept per span). */
export const entriesOf = <K, V>(parts: readonly ReadonlyMap<K, V>[]): [K, V][] =>
  parts.flatMap((p) => [...p]);

/** Amounts added up per key (keys in the order first seen). */
export const moneyByKey = <K>(entries: Iterable<readonly [K, Money]>): Map<K, Money> =>
  sumByKey(entries, Money.zero(), (sum, amount) => sum.plus(amount));
