import { rolesApi } from '@tawi/contracts';
import { MAX_PAGE_SIZE } from '@tawi/domain';
import { useApiQuery } from '../../../shared/api/api-hooks';
import { useIdMutation } from '../../../shared/api/record-mutations';
import { useSaveMutation } from '../../../shared/api/use-save-mutation';

/** Every role of the company (one page of the largest size: a short list). */
export function useRoles() {
  const query = { page: 1, limit: MAX_PAGE_SIZE };
  return useApiQuery(rolesApi.list, { query }, { select: (page) => page.items });
}

/** Creates a role, or updates the one with `id`; its users (maybe the current one: me) reload too. */
export function useSaveRole() {
  return useSaveMutation(rolesApi.create, rolesApi.update);
}

export function useDeleteRole() {
  return useIdMutation(rolesApi.remove);
}
