import { describe, expect, it } from 'vitest';
import { creditAppliedPosting } from './customer-credit';
import { balancedTotal, NAIROBI, show } from './testing';

describe('customer credit applied posting', () => {
  it('moves held credit onto the customer receivable', () => {
    const lines = creditAppliedPosting({
      branchId: NAIROBI,
      customerId: 'cust-1',
      amount: '1800.00',
      description: 'Credit applied to INV-0002',
    });
    expect(show(lines)).toEqual([
      'nairobi Dr customer_credits 1800.00 "Credit used" @cust-1',
      'nairobi Cr accounts_receivable 1800.00 "Credit applied to INV-0002" @cust-1',
    ]);
    expect(balancedTotal(lines)).toBe('1800.00');
  });
});
