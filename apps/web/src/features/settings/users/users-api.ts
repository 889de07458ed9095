import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { User, UserCreate, UserUpdate } from '@tawi/contracts';
import { api, apiListAll } from '../../../shared/api/api-client';
import { useInvalidate } from '../../../shared/use-invalidate';

export interface UserFilter {
  search: string;
  includeInactive: boolean;
}

export function useUsers(filter: UserFilter) {
  return useQuery({
    queryKey: ['users', filter],
    queryFn: () =>
      apiListAll<User>('/api/users', { search: filter.search, includeInactive: filter.includeInactive }),
    placeholderData: keepPreviousData,
  });
}

function useUserChanged() {
  const invalidate = useInvalidate();
  return () => invalidate('users', 'roles', 'me', 'audit-log');
}

export function useCreateUser() {
  const changed = useUserChanged();
  return useMutation({
    mutationFn: (body: UserCreate) => api<User>('/api/users', { method: 'POST', body }),
    onSuccess: changed,
  });
}

export function useUpdateUser() {
  const changed = useUserChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UserUpdate }) =>
      api<User>(`/api/users/${id}`, { method: 'PATCH', body }),
    onSuccess: changed,
  });
}

export function useDeactivateUser() {
  const changed = useUserChanged();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/users/${id}`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}
