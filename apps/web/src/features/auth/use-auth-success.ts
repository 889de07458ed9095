import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@tawi/contracts';
import { useNavigate } from 'react-router';
import { saveBranchId } from '../../shared/api/active-branch';
import { ME_QUERY_KEY } from '../../shared/api/query-client';
import { fetchMe } from './auth-api';

/**
 * After login or sign-up: the home branch becomes the active branch (SPEC point 4),
 * the session is loaded, and the user goes on to `target`.
 */
export function useAuthSuccess() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (user: SessionUser, target: string) => {
    saveBranchId(user.uid, user.branchId);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_QUERY_KEY[0] });
    queryClient.setQueryData(ME_QUERY_KEY, await fetchMe());
    navigate(target, { replace: true });
  };
}
