import { describe, expect, it } from 'vitest';
import { checkEntry } from '../ledger/journal';
import { inventoryValueLines } from './stock-postings';

const base = { inventoryAccountId: 'inv', branchId: 'b1', counterAccountId: 'adj' };

describe('inventory posting rule', () => {
  it('debits inventory for stock in and credits the counter account', () => {
    const lines = inventoryValueLines({ ...base, value: '1250.50' });
    expect(lines).toEqual([
      { accountId: 'inv', branchId: 'b1', description: undefined, debit: 1250.5, credit: 0 },
      { accountId: 'adj', branchId: 'b1', description: undefined, debit: 0, credit: 1250.5 },
    ]);
    expect(checkEntry(lines).debit.toFixed()).toBe('1250.50');
  });

  it('credits inventory for stock out, the counter account possibly in another branch', () => {
    const lines = inventoryValueLines({
      ...base,
      counterBranchId: 'b2',
      value: -99.99,
      description: 'TRN-0001',
    });
    expect(lines.map((l) => [l.accountId, l.branchId, l.debit, l.credit])).toEqual([
      ['adj', 'b2', 99.99, 0],
      ['inv', 'b1', 0, 99.99],
    ]);
  });

  it('posts nothing for a zero value', () => {
    expect(inventoryValueLines({ ...base, value: 0 })).toEqual([]);
  });
});
