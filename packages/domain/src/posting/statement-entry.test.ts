import { describe, expect, it } from 'vitest';
import { statementEntryPosting } from './statement-entry';
import { balancedTotal, MOMBASA, show } from './testing';

const entry = { branchId: MOMBASA, bankLedgerAccountId: 'kcb' };

describe('statement entry posting', () => {
  it('posts a bank fee (a withdrawal) to bank charges', () => {
    const lines = statementEntryPosting({
      ...entry,
      accountId: 'bank-charges',
      type: 'Withdrawal',
      amount: 150,
      description: 'Ledger fee',
    });
    expect(show(lines)).toEqual([
      'mombasa Cr #kcb 150.00 "Ledger fee"',
      'mombasa Dr #bank-charges 150.00 "Ledger fee"',
    ]);
    expect(balancedTotal(lines)).toBe('150.00');
  });

  it('posts interest earned (a deposit) to other income', () => {
    const lines = statementEntryPosting({
      ...entry,
      accountId: 'other-income',
      type: 'Deposit',
      amount: '87.35',
      description: 'Interest',
    });
    expect(show(lines)).toEqual([
      'mombasa Dr #kcb 87.35 "Interest"',
      'mombasa Cr #other-income 87.35 "Interest"',
    ]);
    expect(balancedTotal(lines)).toBe('87.35');
  });
});
