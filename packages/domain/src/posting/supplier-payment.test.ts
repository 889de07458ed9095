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

  it('withholds VAT as a company that is a withholding agent: owed to KRA, the bill settled in full', () => {
    const lines = supplierPaymentPosting({ ...payment, amount: 11400, vatWithheld: 200 });
    expect(show(lines)).toEqual([
      'nairobi Dr accounts_payable 11600.00 "PAY-0001" @supp-1',
      'nairobi Cr #kcb 11400.00 "PAY-0001"',
      'nairobi Cr vat_withheld_payable 200.00 "VAT withheld on PAY-0001"',
    ]);
    expect(balancedTotal(lines)).toBe('11600.00');
    const voided = supplierPaymentReversalPosting({
      ...payment,
      amount: 11400,
      vatWithheld: 200,
      kind: 'void',
    });
    expect(show(voided)).toEqual([
      'nairobi Dr #kcb 11400.00 "Void PAY-0001"',
      'nairobi Dr vat_withheld_payable 200.00 "Void PAY-0001"',
      'nairobi Cr accounts_payable 11600.00 "Void PAY-0001" @supp-1',
    ]);
  });
});
