import { describe, expect, it } from 'vitest';
import { openingBalancePosting } from './opening-balance';
import { balancedTotal, NAIROBI, show } from './testing';

describe('opening balance posting', () => {
  it('debits a new account with money in it against opening balance equity', () => {
    const lines = openingBalancePosting({ branchId: NAIROBI, ledgerAccountId: 'kcb', amount: 250000 });
    expect(show(lines)).toEqual(['nairobi Dr #kcb 250000.00', 'nairobi Cr opening_balance_equity 250000.00']);
    expect(balancedTotal(lines)).toBe('250000.00');
  });

  it('credits an overdrawn bank account', () => {
    const lines = openingBalancePosting({ branchId: NAIROBI, ledgerAccountId: 'kcb', amount: '-5000.50' });
    expect(show(lines)).toEqual(['nairobi Dr opening_balance_equity 5000.50', 'nairobi Cr #kcb 5000.50']);
    expect(balancedTotal(lines)).toBe('5000.50');
  });

  it('posts nothing for a zero balance', () => {
    expect(openingBalancePosting({ branchId: NAIROBI, ledgerAccountId: 'kcb', amount: 0 })).toEqual([]);
  });
});
