import { useMutation } from '@tanstack/react-query';
import type { ApiInput, ApiOutput, RouteEntry } from '@tawi/contracts';
import { useTouched } from './api-hooks';
import { type CallArgs, callApi } from './call-api';

/** What a save sends: the record's `id` when it exists already, and the form's body. */
export interface SaveVariables<Create extends RouteEntry, Update extends RouteEntry> {
  id?: string | undefined;
  body: ApiInput<Create>['body'] | ApiInput<Update>['body'];
}

/** callApi's arguments for an input the entry's own type cannot follow here (the entry is generic). */
const argsOf = <E extends RouteEntry>(input: { params?: { id: string }; body: unknown }) =>
  [input] as unknown as CallArgs<E>;

/**
 * Adds a record through `create`, or saves the one with `id` through `update` (`params: { id }`);
 * then marks stale what the entry used touches (and the audit log), so visible lists reload.
 */
export function useSaveMutation<Create extends RouteEntry, Update extends RouteEntry>(
  create: Create,
  update: Update,
) {
  const touched = useTouched();
  return useMutation<ApiOutput<Create> | ApiOutput<Update>, Error, SaveVariables<Create, Update>>({
    mutationFn: ({ id, body }) =>
      id
        ? callApi(update, ...argsOf<Update>({ params: { id }, body }))
        : callApi(create, ...argsOf<Create>({ body })),
    onSuccess: (_saved, { id }) => touched(id ? update : create),
  });
}
