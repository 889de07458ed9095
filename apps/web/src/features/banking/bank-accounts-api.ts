import { type BankAccountOption, bankAccountsApi } from '@tawi/contracts';
import { MAX_PAGE_SIZE } from '@tawi/domain';
import { useApiQuery } from '../../shared/api/api-hooks';
import { useIdMutation } from '../../shared/api/record-mutations';
import { useSaveMutation } from '../../shared/api/use-save-mutation';
import { formatKes } from '../../shared/format';

export interface BankAccountFilter {
  branchId: string | undefined;
  includeInactive: boolean;
}

const firstPage = { page: 1, limit: MAX_PAGE_SIZE };

export function useBankAccounts(filter: BankAccountFilter) {
  return useApiQuery(
    bankAccountsApi.list,
    { query: { ...filter, ...firstPage } },
    { select: (page) => page.items },
  );
}

/**
 * The active accounts of a branch a form pays into or out of (receipts, refunds, supplier payments).
 * A user who may not read banking lists them for the form, without their balances.
 */
export function useBankAccountOptions(branchId: string | undefined) {
  return useApiQuery(
    bankAccountsApi.list,
    { query: { branchId, includeInactive: false, ...firstPage } },
    { select: (page) => page.items },
  );
}

/** "Equity Current · KES 1,000.00", or the name alone when the balance is not the user's to see. */
export const bankAccountLabel = (b: BankAccountOption) =>
  b.balance === undefined ? b.name : `${b.name} · ${formatKes(b.balance)}`;

/**
 * Adds a bank account, or saves an existing one (`id`). It has a ledger account and an opening entry:
 * the balances, the chart and the reports change too (the entries' `touches`).
 */
export function useSaveBankAccount() {
  return useSaveMutation(bankAccountsApi.create, bankAccountsApi.update);
}

export function useDeleteBankAccount() {
  return useIdMutation(bankAccountsApi.remove);
}
