import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, NETWORK_ERROR_CODE } from './api-error';

export const ME_QUERY_KEY = ['me'] as const;

/** A request refused because the session ended: forget the signed-in user, so the gate sends them to login. */
function onError(client: () => QueryClient) {
  return (err: unknown) => {
    if (isApiError(err) && err.status === 401) client().setQueryData(ME_QUERY_KEY, null);
  };
}

export function createQueryClient(): QueryClient {
  const get = () => queryClient;
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: onError(get) }),
    mutationCache: new MutationCache({ onError: onError(get) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, err) =>
          count < 2 && isApiError(err) && (err.code === NETWORK_ERROR_CODE || err.status >= 500),
      },
    },
  });
  return queryClient;
}
