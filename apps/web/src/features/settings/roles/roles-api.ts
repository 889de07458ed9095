import { useMutation, useQuery } from '@tanstack/react-query';
import type { Role, RoleCreate, RoleUpdate } from '@tawi/contracts';
import { api, apiListAll } from '../../../shared/api/api-client';
import { useInvalidate } from '../../../shared/use-invalidate';

export function useRoles() {
  return useQuery({ queryKey: ['roles'], queryFn: () => apiListAll<Role>('/api/roles') });
}

/** A role's permissions change what its users (maybe the current one: me) may do. */
function useRoleChanged() {
  const invalidate = useInvalidate();
  return () => invalidate('roles', 'me', 'users', 'audit-log');
}

export function useSaveRole() {
  const changed = useRoleChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: RoleCreate | RoleUpdate }) =>
      id
        ? api<Role>(`/api/roles/${id}`, { method: 'PATCH', body })
        : api<Role>('/api/roles', { method: 'POST', body }),
    onSuccess: changed,
  });
}

export function useDeleteRole() {
  const changed = useRoleChanged();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/roles/${id}`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}
