import type { AccountOption, ReconciliationEntryCreate, reconciliationEntryCreate } from '@tawi/contracts';
import type { z } from 'zod';

export type EntryType = ReconciliationEntryCreate['type'];
export type StatementEntryInput = Omit<z.input<typeof reconciliationEntryCreate>, 'amount'> & {
  amount: number | undefined;
};

export const STATEMENT_ENTRY_FIELDS = [
  'type',
  'date',
  'amount',
  'accountId',
  'description',
  'statementReference',
  'notes',
] as const;

/** The entry types offered (their words: `statementEntry.types` of the banking text). */
export const ENTRY_TYPES = ['Withdrawal', 'Deposit'] as const satisfies ReadonlyArray<EntryType>;

/** The usual other side: bank charges for money out, other income for money in. */
const USUAL_ACCOUNT: Record<EntryType, string> = { Withdrawal: 'bank_charges', Deposit: 'other_income' };

export function usualAccountId(accounts: readonly AccountOption[], type: EntryType): string {
  return accounts.find((a) => a.systemKey === USUAL_ACCOUNT[type])?.id ?? '';
}

/**
 * The account to show after the type changed (or the accounts arrived): the type's usual one while
 * the choice is empty or still the other type's usual one; what the user chose otherwise.
 */
export function accountAfterTypeChange(
  accounts: readonly AccountOption[],
  type: EntryType,
  current: string,
): string {
  const other: EntryType = type === 'Deposit' ? 'Withdrawal' : 'Deposit';
  return current === '' || current === usualAccountId(accounts, other)
    ? usualAccountId(accounts, type)
    : current;
}

/** The accounts an entry can go against: active ones, other than the reconciled account's own. */
export function entryAccounts(
  accounts: readonly AccountOption[],
  ownAccountId: string | undefined,
): AccountOption[] {
  return accounts.filter((a) => a.isActive && a.id !== ownAccountId);
}

/** A withdrawal dated on the statement date: the usual bank charge. */
export function statementEntryValues(statementDate: string): StatementEntryInput {
  return {
    type: 'Withdrawal',
    date: statementDate,
    amount: undefined,
    accountId: '',
    description: '',
    statementReference: '',
    notes: '',
  };
}
