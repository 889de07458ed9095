import type { ApiInput, RouteEntry } from '@tawi/contracts';
import { type ApiMutationOptions, useApiMutation } from './api-hooks';

/** What a change of one record sends besides its id. */
type BodyOf<E extends RouteEntry> = ApiInput<E>['body'];

/** A record's change with its body: `mutate({ id, body })`. */
export interface RecordChange<E extends RouteEntry> {
  id: string;
  body: BodyOf<E>;
}

type Options<E extends RouteEntry, V> = Omit<ApiMutationOptions<E, V>, 'input'>;

/** The entry's input, built here where the entry is generic and its own type cannot follow. */
const inputOf = <E extends RouteEntry>(input: { params?: { id: string }; body?: unknown }) =>
  input as unknown as ApiInput<E>;

/** A change that sends a body only (adding a record, a setting): `mutate(body)`. */
export function useBodyMutation<E extends RouteEntry>(entry: E, options?: Options<E, BodyOf<E>>) {
  return useApiMutation(entry, { ...options, input: (body: BodyOf<E>) => inputOf<E>({ body }) });
}

/** A change of the record with `id` that sends nothing else (post, issue, delete): `mutate(id)`. */
export function useIdMutation<E extends RouteEntry>(entry: E, options?: Options<E, string>) {
  return useApiMutation(entry, { ...options, input: (id: string) => inputOf<E>({ params: { id } }) });
}

/** A change of the record with `id` with a body (update, void, refund): `mutate({ id, body })`. */
export function useRecordMutation<E extends RouteEntry>(entry: E, options?: Options<E, RecordChange<E>>) {
  return useApiMutation(entry, {
    ...options,
    input: ({ id, body }: RecordChange<E>) => inputOf<E>({ params: { id }, body }),
  });
}
