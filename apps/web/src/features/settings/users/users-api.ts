import { keepPreviousData } from '@tanstack/react-query';
import { type UserCreate, type UserUpdate, usersApi } from '@tawi/contracts';
import { MAX_PAGE_SIZE } from '@tawi/domain';
import { useApiMutation, useApiQuery } from '../../../shared/api/api-hooks';

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

export function useCreateUser() {
  return useApiMutation(usersApi.create, { input: (body: UserCreate) => ({ body }) });
}

export function useUpdateUser() {
  return useApiMutation(usersApi.update, {
    input: ({ id, body }: { id: string; body: UserUpdate }) => ({ params: { id }, body }),
  });
}

export function useDeactivateUser() {
  return useApiMutation(usersApi.deactivate, { input: (id: string) => ({ params: { id } }) });
}

/** An owner's "Send password reset": the user is signed out and mailed a reset link. */
export function useSendPasswordReset() {
  return useApiMutation(usersApi.sendPasswordReset, { input: (id: string) => ({ params: { id } }) });
}
