import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Account, AccountCreate, AccountUpdate } from '@tawi/contracts';
import type { AccountType } from '@tawi/domain';
import { api, apiListAll } from '../../../shared/api/api-client';
import { useInvalidate } from '../../../shared/use-invalidate';

export interface AccountFilter {
  search?: string;
  type?: AccountType | '';
  includeInactive?: boolean;
}

/** The chart of accounts with balances as at today (every branch the user reaches). */
export function useAccounts(filter: AccountFilter = {}) {
  return useQuery({
    queryKey: ['accounts', filter],
    queryFn: () =>
      apiListAll<Account>('/api/accounts', {
        search: filter.search,
        type: filter.type,
        includeInactive: filter.includeInactive,
        sort: 'code',
      }),
    placeholderData: keepPreviousData,
  });
}

/** Accounts feed the journal editor, the reports and the audit log. */
function useAccountChanged() {
  const invalidate = useInvalidate();
  return () => invalidate('accounts', 'reports', 'audit-log');
}

export function useSaveAccount() {
  const changed = useAccountChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: AccountCreate | AccountUpdate }) =>
      id
        ? api<Account>(`/api/accounts/${id}`, { method: 'PATCH', body })
        : api<Account>('/api/accounts', { method: 'POST', body }),
    onSuccess: changed,
  });
}

export function useDeleteAccount() {
  const changed = useAccountChanged();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/accounts/${id}`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}
