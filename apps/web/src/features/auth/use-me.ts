import { useQuery } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../shared/api/query-client';
import { fetchMe } from './auth-api';

export function useMeQuery() {
  return useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, staleTime: 5 * 60_000 });
}
