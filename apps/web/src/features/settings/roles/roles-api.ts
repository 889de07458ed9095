import { useMutation } from '@tanstack/react-query';
import { type RoleCreate, type RoleUpdate, rolesApi } from '@tawi/contracts';
import { MAX_PAGE_SIZE } from '@tawi/domain';
import { useApiMutation, useApiQuery, useTouched } from '../../../shared/api/api-hooks';
import { callApi } from '../../../shared/api/call-api';

/** Every role of the company (one page of the largest size: a short list). */
export function useRoles() {
  const query = { page: 1, limit: MAX_PAGE_SIZE };
  return useApiQuery(rolesApi.list, { query }, { select: (page) => page.items });
}

/** Creates a role, or updates the one with `id`; its users (maybe the current one: me) reload too. */
export function useSaveRole() {
  const touched = useTouched();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: RoleCreate | RoleUpdate }) =>
      id
        ? callApi(rolesApi.update, { params: { id }, body })
        : callApi(rolesApi.create, { body: body as RoleCreate }),
    onSuccess: (_role, { id }) => touched(id ? rolesApi.update : rolesApi.create),
  });
}

export function useDeleteRole() {
  return useApiMutation(rolesApi.remove, { input: (id: string) => ({ params: { id } }) });
}
