import { useMutation, useQuery } from '@tanstack/react-query';
import type { BankAccount, BankAccountCreate, BankAccountOption, BankAccountUpdate } from '@tawi/contracts';
import { api, apiListAll } from '../../shared/api/api-client';
import { formatKes } from '../../shared/format';
import { useInvalidate } from '../../shared/use-invalidate';

export interface BankAccountFilter {
  branchId: string | undefined;
  includeInactive: boolean;
}

export function useBankAccounts(filter: BankAccountFilter) {
  return useQuery({
    queryKey: ['bank-accounts', filter],
    queryFn: () => apiListAll<BankAccount>('/api/bank-accounts', { ...filter }),
  });
}

/**
 * The active accounts of a branch a form pays into or out of (receipts, refunds, supplier payments).
 * A user who may not read banking lists them for the form, without their balances.
 */
export function useBankAccountOptions(branchId: string | undefined) {
  return useQuery({
    queryKey: ['bank-accounts', 'options', branchId],
    queryFn: () => apiListAll<BankAccountOption>('/api/bank-accounts', { branchId, includeInactive: false }),
  });
}

/** "Equity Current · KES 1,000.00", or the name alone when the balance is not the user's to see. */
export const bankAccountLabel = (b: BankAccountOption) =>
  b.balance === undefined ? b.name : `${b.name} · ${formatKes(b.balance)}`;

/**
 * A bank account has a ledger account and an opening entry, a transfer posts an entry between two of
 * them: the balances, the transfers, the chart and the reports change too.
 */
export function useBankingChanged() {
  const invalidate = useInvalidate();
  return () =>
    invalidate('bank-accounts', 'bank-transfers', 'accounts', 'reports', 'journal-entries', 'audit-log');
}

export function useSaveBankAccount() {
  const changed = useBankingChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: BankAccountCreate | BankAccountUpdate }) =>
      id
        ? api<BankAccount>(`/api/bank-accounts/${id}`, { method: 'PATCH', body })
        : api<BankAccount>('/api/bank-accounts', { method: 'POST', body }),
    onSuccess: changed,
  });
}

export function useDeleteBankAccount() {
  const changed = useBankingChanged();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/bank-accounts/${id}`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}
