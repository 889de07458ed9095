import { keepPreviousData } from '@tanstack/react-query';
import { usersApi } from '@tawi/contracts';
import { MAX_PAGE_SIZE } from '@tawi/domain';
import { useApiQuery } from '../../../shared/api/api-hooks';
import { recordHooks } from '../../../shared/api/record-hooks';

export interface UserFilter {
  search: string;
  includeInactive: boolean;
}

/** The company's users that match (one page of the largest size: a short list). */
export function useUsers(filter: UserFilter) {
  const query = {
    search: filter.search,
    includeInactive: filter.includeInactive,
    page: 1,
    limit: MAX_PAGE_SIZE,
  };
  return useApiQuery(
    usersApi.list,
    { query },
    { select: (page) => page.items, placeholderData: keepPreviousData },
  );
}

const hooks = recordHooks(usersApi);

export const useCreateUser = hooks.body('create');

export const useUpdateUser = hooks.record('update');

export const useDeactivateUser = hooks.id('deactivate');

/** An owner's "Send password reset": the user is signed out and mailed a reset link. */
export const useSendPasswordReset = hooks.id('sendPasswordReset');
