import type { RouteEntry } from '@tawi/contracts';
import { useBodyMutation, useIdMutation, useRecordMutation } from './record-mutations';

/**
 * The change hooks of an api, by the entry's key and what `mutate` takes:
 * `const hooks = recordHooks(billsApi); export const useVoidBill = hooks.record('void');`
 * - `body(key)`: `mutate(body)` (adding a record, a setting);
 * - `id(key)`: `mutate(id)` (post, issue, delete);
 * - `record(key)`: `mutate({ id, body })` (update, void, refund).
 */
export function recordHooks<A extends Record<string, RouteEntry>>(api: A) {
  return {
    body:
      <K extends keyof A>(key: K) =>
      () =>
        useBodyMutation(api[key]),
    id:
      <K extends keyof A>(key: K) =>
      () =>
        useIdMutation(api[key]),
    record:
      <K extends keyof A>(key: K) =>
      () =>
        useRecordMutation(api[key]),
  };
}
