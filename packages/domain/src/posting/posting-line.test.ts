import { describe, expect, it } from 'vitest';
import {
  accountKeys,
  balancedPerBranch,
  credit,
  debit,
  resolveAccounts,
  signedLine,
  withoutZeroLines,
} from './posting-line';
import { balancedTotal, MOMBASA, NAIROBI, show } from './testing';

describe('posting lines', () => {
  it('round amounts half-up to cents; a signed line takes the side of its sign', () => {
    expect(show([debit({ key: 'cash' }, NAIROBI, '10.005'), credit({ id: 'x' }, NAIROBI, 10.004)])).toEqual([
      'nairobi Dr cash 10.01',
      'nairobi Cr #x 10.00',
    ]);
    expect(
      show([signedLine({ key: 'rounding' }, NAIROBI, -0.5), signedLine({ key: 'rounding' }, NAIROBI, 2)]),
    ).toEqual(['nairobi Cr rounding 0.50', 'nairobi Dr rounding 2.00']);
    expect(
      withoutZeroLines([debit({ key: 'cash' }, NAIROBI, 0), debit({ key: 'cash' }, NAIROBI, '0.001')]),
    ).toEqual([]);
  });

  it('balance per branch through the inter-branch account, in the order branches appear', () => {
    const lines = balancedPerBranch([
      debit({ key: 'inventory' }, MOMBASA, 700),
      debit({ key: 'inventory' }, 'kisumu', 300),
      credit({ key: 'stock_in_transit' }, NAIROBI, 1000),
    ]);
    expect(show(lines).slice(3)).toEqual([
      'mombasa Cr inter_branch 700.00 "Inter-branch"',
      'kisumu Cr inter_branch 300.00 "Inter-branch"',
      'nairobi Dr inter_branch 1000.00 "Inter-branch"',
    ]);
    expect(balancedTotal(lines)).toBe('2000.00');
    const oneBranch = [debit({ key: 'cash' }, NAIROBI, 5), credit({ key: 'sales' }, NAIROBI, 5)];
    expect(balancedPerBranch(oneBranch)).toEqual(oneBranch);
  });

  it('resolve system accounts to the company ids, keep ledger account ids', () => {
    const lines = [
      debit({ id: 'kcb' }, NAIROBI, 5, { description: 'RCT-0001' }),
      credit({ key: 'customer_credits' }, NAIROBI, 2, { contactId: 'cust-1' }),
      credit({ key: 'accounts_receivable' }, NAIROBI, 3),
    ];
    expect(accountKeys([...lines, ...lines])).toEqual(['customer_credits', 'accounts_receivable']);
    const resolved = resolveAccounts(lines, (key) => `id-of-${key}`);
    expect(resolved.map((l) => [l.accountId, l.branchId, l.description, l.contactId])).toEqual([
      ['kcb', NAIROBI, 'RCT-0001', undefined],
      ['id-of-customer_credits', NAIROBI, undefined, 'cust-1'],
      ['id-of-accounts_receivable', NAIROBI, undefined, undefined],
    ]);
  });
});
