import { useMutation } from '@tanstack/react-query';
import { type BranchCreate, type BranchUpdate, branchesApi } from '@tawi/contracts';
import { MAX_PAGE_SIZE } from '@tawi/domain';
import { useApiMutation, useApiQuery, useTouched } from '../../../shared/api/api-hooks';
import { callApi } from '../../../shared/api/call-api';

/** Every branch of the company (one page of the largest size: a short list). */
export function useBranches(includeInactive: boolean) {
  const query = { includeInactive, page: 1, limit: MAX_PAGE_SIZE };
  return useApiQuery(branchesApi.list, { query }, { select: (page) => page.items });
}

/** Creates a branch, or updates the one with `id`; both reload what branches feed (branchesApi's touches). */
export function useSaveBranch() {
  const touched = useTouched();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: BranchCreate | BranchUpdate }) =>
      id
        ? callApi(branchesApi.update, { params: { id }, body })
        : callApi(branchesApi.create, { body: body as BranchCreate }),
    onSuccess: (_branch, { id }) => touched(id ? branchesApi.update : branchesApi.create),
  });
}

export function useDeactivateBranch() {
  return useApiMutation(branchesApi.deactivate, { input: (id: string) => ({ params: { id } }) });
}
