import { describe, expect, it } from 'vitest';
import { supplierPaymentPosting, supplierPaymentReversalPosting } from './supplier-payment';
import { balancedTotal, NAIROBI, show } from './testing';

const payment = {
  number: 'PAY-0001',
  branchId: NAIROBI,
  supplierId: 'supp-1',
  bankLedgerAccountId: 'kcb',
  amount: 59200,
};

describe('supplier payment posting', () => {
  it('pays the supplier out of the bank', () => {
    const lines = supplierPaymentPosting(payment);
    expect(show(lines)).toEqual([
      'nairobi Dr accounts_payable 59200.00 "PAY-0001" @supp-1',
      'nairobi Cr #kcb 59200.00 "PAY-0001"',
    ]);
    expect(balancedTotal(lines)).toBe('59200.00');
  });

  it('voids it: the money back in the bank, the supplier owed again', () => {
    const lines = supplierPaymentReversalPosting({ ...payment, kind: 'void' });
    expect(show(lines)).toEqual([
      'nairobi Dr #kcb 59200.00 "Void PAY-0001"',
      'nairobi Cr accounts_payable 59200.00 "Void PAY-0001" @supp-1',
    ]);
    expect(balancedTotal(lines)).toBe('59200.00');
  });

  it('posts a partial refund into another account', () => {
    const lines = supplierPaymentReversalPosting({
      ...payment,
      bankLedgerAccountId: 'mpesa-till',
      amount: '1200.50',
      kind: 'refund',
    });
    expect(show(lines)).toEqual([
      'nairobi Dr #mpesa-till 1200.50 "Refund PAY-0001"',
      'nairobi Cr accounts_payable 1200.50 "Refund PAY-0001" @supp-1',
    ]);
    expect(balancedTotal(lines)).toBe('1200.50');
  });
});
