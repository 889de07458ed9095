import { useQueryClient } from '@tanstack/react-query';
import { type ApiOutput, apiQueryKey, type RouteEntry } from '@tawi/contracts';
import { useBodyMutation } from './record-mutations';

/** Puts a change's answer where `get` (a GET without input: settings, the company) is cached, so it shows at once. */
export function useShowAnswer<G extends RouteEntry>(get: G) {
  const queryClient = useQueryClient();
  return (answer: ApiOutput<G>) => queryClient.setQueryData(apiQueryKey(get), answer);
}

/** A change that sends a body (`mutate(body)`) and hands its answer to `show` (useShowAnswer's, or more). */
export function useShownBodyMutation<E extends RouteEntry>(entry: E, show: (answer: ApiOutput<E>) => void) {
  return useBodyMutation(entry, { onSuccess: (answer) => show(answer) });
}
