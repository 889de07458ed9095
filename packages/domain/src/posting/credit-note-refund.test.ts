import { describe, expect, it } from 'vitest';
import { creditNoteRefundPosting } from './credit-note-refund';
import { balancedTotal, NAIROBI, show } from './testing';

describe('credit note refund posting', () => {
  it('pays customer credit back out of M-Pesa', () => {
    const lines = creditNoteRefundPosting({
      number: 'CN-0001',
      branchId: NAIROBI,
      customerId: 'cust-1',
      bankLedgerAccountId: 'mpesa-till',
      amount: 960,
    });
    expect(show(lines)).toEqual([
      'nairobi Dr customer_credits 960.00 "Refund of CN-0001" @cust-1',
      'nairobi Cr #mpesa-till 960.00 "CN-0001"',
    ]);
    expect(balancedTotal(lines)).toBe('960.00');
  });
});
