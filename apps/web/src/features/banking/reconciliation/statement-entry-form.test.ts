import type { Account } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { accountAfterTypeChange, entryAccounts, usualAccountId } from './statement-entry-form';

const account = (id: string, systemKey: string | null, isActive = true): Account => ({
  id,
  code: id,
  name: id,
  type: 'expense',
  subtype: null,
  systemKey,
  description: null,
  isActive,
  balance: 0,
  createdAt: '',
  updatedAt: '',
});

const chart = [account('charges', 'bank_charges'), account('income', 'other_income'), account('rent', null)];

describe('statement entry form', () => {
  it('suggests bank charges for money out and other income for money in', () => {
    expect(usualAccountId(chart, 'Withdrawal')).toBe('charges');
    expect(usualAccountId(chart, 'Deposit')).toBe('income');
    expect(usualAccountId([], 'Deposit')).toBe('');
  });

  it("follows the type while the account is empty or the other type's usual one, not after a choice", () => {
    expect(accountAfterTypeChange(chart, 'Withdrawal', '')).toBe('charges');
    expect(accountAfterTypeChange(chart, 'Deposit', 'charges')).toBe('income');
    expect(accountAfterTypeChange(chart, 'Withdrawal', 'income')).toBe('charges');
    expect(accountAfterTypeChange(chart, 'Deposit', 'rent')).toBe('rent');
  });

  it("offers active accounts other than the reconciled account's own", () => {
    const all = [...chart, account('kcb', null), account('old', null, false)];
    expect(entryAccounts(all, 'kcb').map((a) => a.id)).toEqual(['charges', 'income', 'rent']);
  });
});
