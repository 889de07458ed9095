/** Blank per SPEC point 5: empty string, null or undefined (0 and false are not blank). */
export function isBlank(value: unknown): value is '' | null | undefined {
  return value === '' || value === null || value === undefined;
}

/** Shallow copy without blank values: stripBlank({ a: '', b: 0, c: null }) -> { b: 0 }. */
export function stripBlank<T extends Record<string, unknown>>(obj: T): Partial<T> {
  // Object.fromEntries defines own properties, so a '__proto__' key stays a plain key.
  return Object.fromEntries(Object.entries(obj).filter(([, value]) => !isBlank(value))) as Partial<T>;
}
