import {
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type ApiInput, type ApiOutput, apiQueryKey, type RouteEntry } from '@tawi/contracts';
import { type CallArgs, callApi } from './call-api';

/** Every change is written to the audit log (ARCHITECTURE: audit log of every change). */
const ALWAYS_TOUCHED = ['audit-log'] as const;

/** Marks stale what a change of `entry` touches (its `touches` and the audit log), so visible lists reload. */
export function invalidateTouched(queryClient: QueryClient, entry: RouteEntry): void {
  for (const root of new Set([...entry.touches, ...ALWAYS_TOUCHED])) {
    void queryClient.invalidateQueries({ queryKey: [root] });
  }
}

/** invalidateTouched with the app's query client. */
export function useTouched() {
  const queryClient = useQueryClient();
  return (entry: RouteEntry) => invalidateTouched(queryClient, entry);
}

const call = <E extends RouteEntry>(entry: E, input: ApiInput<E>, signal?: AbortSignal) =>
  callApi(entry, ...([input, { signal }] as CallArgs<E>));

export type ApiQueryOptions<E extends RouteEntry, TData> = Omit<
  UseQueryOptions<ApiOutput<E>, Error, TData, QueryKey>,
  'queryKey' | 'queryFn'
>;

/**
 * The answer of a GET entry, cached under `[entry.resource, entry.id, params, query]`:
 * `useApiQuery(customersApi.get, { params: { id } })`. Options as useQuery's (enabled, select,
 * placeholderData, ...).
 */
export function useApiQuery<E extends RouteEntry & { method: 'GET' }, TData = ApiOutput<E>>(
  entry: E,
  input: ApiInput<E>,
  options?: ApiQueryOptions<E, TData>,
) {
  return useQuery({
    ...options,
    queryKey: apiQueryKey(entry, input) as QueryKey,
    queryFn: ({ signal }) => call(entry, input, signal),
  });
}

export type ApiMutationOptions<E extends RouteEntry, V> = Omit<
  UseMutationOptions<ApiOutput<E>, Error, V>,
  'mutationFn'
> & {
  /** What `mutate(v)` sends for `v`, when the caller mutates with something else (a row id). */
  input?: (variables: V) => ApiInput<E>;
};

/**
 * A change through an entry: `useApiMutation(customersApi.create).mutateAsync({ body })`. On success it
 * marks stale what the entry `touches` (and the audit log), then runs the caller's onSuccess.
 * `input` maps other variables: `useApiMutation(customersApi.remove, { input: (id: string) => ({ params: { id } }) })`.
 */
export function useApiMutation<E extends RouteEntry, V = ApiInput<E>>(
  entry: E,
  options: ApiMutationOptions<E, V> = {},
) {
  const touched = useTouched();
  const { input, onSuccess, ...rest } = options;
  return useMutation<ApiOutput<E>, Error, V>({
    ...rest,
    mutationFn: (variables) => call(entry, input ? input(variables) : (variables as ApiInput<E>)),
    onSuccess: (...args) => {
      touched(entry);
      return onSuccess?.(...args);
    },
  });
}
