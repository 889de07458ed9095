/** A text field's starting value: the record's, or '' for a new record (or one without it). */
export type TextValues<R, K extends keyof R> = { [P in K]-?: Exclude<R[P], null | undefined> | '' };

/**
 * The starting values of an add/edit form's text fields: each key's value in `record`, or '' where the
 * record (a new one) or its value (null) is missing.
 */
export function textValues<R extends object, K extends keyof R>(
  record: R | undefined,
  keys: readonly K[],
): TextValues<R, K> {
  return Object.fromEntries(keys.map((key) => [key, record?.[key] ?? ''])) as TextValues<R, K>;
}
