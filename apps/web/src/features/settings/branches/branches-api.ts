import { useMutation, useQuery } from '@tanstack/react-query';
import type { Branch, BranchCreate, BranchUpdate } from '@tawi/contracts';
import { api, apiListAll } from '../../../shared/api/api-client';
import { useInvalidate } from '../../../shared/use-invalidate';

export function useBranches(includeInactive: boolean) {
  return useQuery({
    queryKey: ['branches', { includeInactive }],
    queryFn: () => apiListAll<Branch>('/api/branches', { includeInactive }),
  });
}

/** Branches feed the branch switcher (me), the users' forms and the audit log. */
function useBranchChanged() {
  const invalidate = useInvalidate();
  return () => invalidate('branches', 'me', 'audit-log', 'users');
}

export function useSaveBranch() {
  const changed = useBranchChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: BranchCreate | BranchUpdate }) =>
      id
        ? api<Branch>(`/api/branches/${id}`, { method: 'PATCH', body })
        : api<Branch>('/api/branches', { method: 'POST', body }),
    onSuccess: changed,
  });
}

export function useDeactivateBranch() {
  const changed = useBranchChanged();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/branches/${id}`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}
