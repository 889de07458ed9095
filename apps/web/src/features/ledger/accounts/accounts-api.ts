import { keepPreviousData } from '@tanstack/react-query';
import { ledgerApi } from '@tawi/contracts';
import { type AccountType, MAX_PAGE_SIZE } from '@tawi/domain';
import { useApiQuery } from '../../../shared/api/api-hooks';
import { useIdMutation } from '../../../shared/api/record-mutations';
import { useSaveMutation } from '../../../shared/api/use-save-mutation';

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
  return useSaveMutation(ledgerApi.createAccount, ledgerApi.updateAccount);
}

export function useDeleteAccount() {
  return useIdMutation(ledgerApi.removeAccount);
}
