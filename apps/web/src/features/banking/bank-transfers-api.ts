import { keepPreviousData } from '@tanstack/react-query';
import { bankTransfersApi, type WireOf } from '@tawi/contracts';
import { useApiMutation, useApiQuery } from '../../shared/api/api-hooks';
import { useRecordMutation } from '../../shared/api/record-mutations';

export interface BankTransferFilter {
  branchId: string | undefined;
  page: number;
  limit: number;
}

/** The branch's transfers between its own accounts, newest first, a page at a time. */
export function useBankTransfers(filter: BankTransferFilter) {
  return useApiQuery(bankTransfersApi.list, { query: filter }, { placeholderData: keepPreviousData });
}

/** Moves money from one account of the branch to another (cash banked, M-Pesa swept to the bank). */
export function useTransferMoney() {
  return useApiMutation(bankTransfersApi.create, {
    input: (body: WireOf<typeof bankTransfersApi.create.body>) => ({ body }),
  });
}

/** Voids a transfer: a reversing entry puts the money back where it came from. */
export function useVoidBankTransfer() {
  return useRecordMutation(bankTransfersApi.void);
}
