import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { type AccountCreate, type AccountUpdate, ledgerApi } from '@tawi/contracts';
import { type AccountType, MAX_PAGE_SIZE } from '@tawi/domain';
import { useApiMutation, useApiQuery, useTouched } from '../../../shared/api/api-hooks';
import { callApi } from '../../../shared/api/call-api';

export interface AccountFilter {
  search?: string;
  type?: AccountType | '';
  includeInactive?: boolean;
}

/** The chart of accounts with balances as at today (every branch the user reaches). */
export function useAccounts(filter: AccountFilter = {}) {
  const query = {
    search: filter.search,
    type: filter.type,
    includeInactive: filter.includeInactive,
    sort: 'code',
    page: 1,
    limit: MAX_PAGE_SIZE,
  };
  return useApiQuery(
    ledgerApi.listAccounts,
    { query },
    { select: (page) => page.items, placeholderData: keepPreviousData },
  );
}

export function useSaveAccount() {
  const touched = useTouched();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: AccountCreate | AccountUpdate }) =>
      id
        ? callApi(ledgerApi.updateAccount, { params: { id }, body })
        : callApi(ledgerApi.createAccount, { body: body as AccountCreate }),
    onSuccess: (_, { id }) => touched(id ? ledgerApi.updateAccount : ledgerApi.createAccount),
  });
}

export function useDeleteAccount() {
  return useApiMutation(ledgerApi.removeAccount, { input: (id: string) => ({ params: { id } }) });
}
