/** A filled row as the contract takes it: its key and the (now defined) value. */
export type FilledRow<R, K extends keyof R, V extends keyof R> = { [P in K]: R[K] } & {
  [P in V]-?: Exclude<R[V], undefined>;
};

/**
 * The rows of an allocation or quantity list whose box was filled, each cut down to what the contract
 * takes: its key and the filled value (`filledRows(bills, 'billId', 'amount')` gives `{ billId, amount }[]`).
 */
export function filledRows<R extends object, K extends keyof R, V extends keyof R>(
  rows: readonly R[],
  key: K,
  value: V,
): FilledRow<R, K, V>[] {
  return rows.flatMap((row) => {
    const filled = row[value];
    return filled === undefined ? [] : [{ [key]: row[key], [value]: filled } as FilledRow<R, K, V>];
  });
}
