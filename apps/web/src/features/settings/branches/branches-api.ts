import { branchesApi } from '@tawi/contracts';
import { MAX_PAGE_SIZE } from '@tawi/domain';
import { useApiQuery } from '../../../shared/api/api-hooks';
import { useIdMutation } from '../../../shared/api/record-mutations';
import { useSaveMutation } from '../../../shared/api/use-save-mutation';

/** Every branch of the company (one page of the largest size: a short list). */
export function useBranches(includeInactive: boolean) {
  const query = { includeInactive, page: 1, limit: MAX_PAGE_SIZE };
  return useApiQuery(branchesApi.list, { query }, { select: (page) => page.items });
}

/** Creates a branch, or updates the one with `id`; both reload what branches feed (branchesApi's touches). */
export function useSaveBranch() {
  return useSaveMutation(branchesApi.create, branchesApi.update);
}

export function useDeactivateBranch() {
  return useIdMutation(branchesApi.deactivate);
}
