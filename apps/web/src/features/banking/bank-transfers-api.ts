import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { BankTransfer, BankTransferCreate, BankTransferVoid, Page } from '@tawi/contracts';
import { api } from '../../shared/api/api-client';
import { useBankingChanged } from './bank-accounts-api';

export interface BankTransferFilter {
  branchId: string | undefined;
  page: number;
  limit: number;
}

/** The branch's transfers between its own accounts, newest first, a page at a time. */
export function useBankTransfers(filter: BankTransferFilter) {
  return useQuery({
    queryKey: ['bank-transfers', 'list', filter],
    queryFn: () => api<Page<BankTransfer>>('/api/bank-transfers', { query: { ...filter } }),
    placeholderData: keepPreviousData,
  });
}

/** Moves money from one account of the branch to another (cash banked, M-Pesa swept to the bank). */
export function useTransferMoney() {
  const changed = useBankingChanged();
  return useMutation({
    mutationFn: (body: BankTransferCreate) =>
      api<BankTransfer>('/api/bank-transfers', { method: 'POST', body }),
    onSuccess: changed,
  });
}

/** Voids a transfer: a reversing entry puts the money back where it came from. */
export function useVoidBankTransfer() {
  const changed = useBankingChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BankTransferVoid }) =>
      api<BankTransfer>(`/api/bank-transfers/${id}/void`, { method: 'POST', body }),
    onSuccess: changed,
  });
}
