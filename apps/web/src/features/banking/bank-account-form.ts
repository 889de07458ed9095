import {
  type BankAccountCreate,
  type BankAccountOption,
  type BankAccountUpdate,
  bankAccountCreate,
} from '@tawi/contracts';
import { z } from 'zod';

/** The add/edit form: the create contract plus the active switch (edit only). */
export const bankAccountForm = bankAccountCreate.extend({ isActive: z.boolean() });
export type BankAccountFormInput = z.input<typeof bankAccountForm>;
export type BankAccountFormValues = z.output<typeof bankAccountForm>;

export const BANK_ACCOUNT_FIELDS = [
  'name',
  'bankName',
  'accountNumber',
  'kind',
  'openingBalance',
  'openingDate',
  'isActive',
] as const;

export function bankAccountFormValues(
  account: BankAccountOption | undefined,
  today: string,
): BankAccountFormInput {
  return {
    name: account?.name ?? '',
    bankName: account?.bankName ?? '',
    accountNumber: account?.accountNumber ?? '',
    kind: account?.kind ?? 'bank',
    openingBalance: account?.openingBalance,
    openingDate: account?.openingDate ?? today,
    isActive: account?.isActive ?? true,
  };
}

/** What an edit may change (the opening balance is a posted entry: it stays). */
export function bankAccountChanges(values: BankAccountFormValues): BankAccountUpdate {
  return {
    name: values.name,
    bankName: values.bankName ?? null,
    accountNumber: values.accountNumber ?? null,
    isActive: values.isActive,
  };
}

/** What a save sends: a new account for the branch (without its switch), or an edit's changes. */
export function bankAccountBody(
  account: BankAccountOption | undefined,
  values: BankAccountFormValues,
  branchId: string | undefined,
): BankAccountCreate | BankAccountUpdate {
  if (account) return bankAccountChanges(values);
  const { isActive: _active, ...create } = values;
  return { ...create, branchId };
}
