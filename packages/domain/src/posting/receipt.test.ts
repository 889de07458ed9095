import { describe, expect, it } from 'vitest';
import { receiptPosting } from './receipt';
import { receiptVoidPosting } from './receipt-void';
import { balancedTotal, NAIROBI, show } from './testing';

const receipt = {
  number: 'RCT-0001',
  branchId: NAIROBI,
  customerId: 'cust-1',
  bankLedgerAccountId: 'mpesa-till',
};

describe('receipt posting', () => {
  it('receives into M-Pesa all against invoices', () => {
    const lines = receiptPosting({ ...receipt, amount: 2620, allocated: '2620.00' });
    expect(show(lines)).toEqual([
      'nairobi Dr #mpesa-till 2620.00 "RCT-0001"',
      'nairobi Cr accounts_receivable 2620.00 "RCT-0001" @cust-1',
    ]);
    expect(balancedTotal(lines)).toBe('2620.00');
  });

  it('takes the VAT a withholding agent withheld as a claim on KRA, settling the invoice with the money', () => {
    // an invoice of 10,000 + 1,600 VAT: paid 11,400, VAT withheld 2% of 10,000
    const lines = receiptPosting({ ...receipt, amount: 11400, allocated: 11600, vatWithheld: 200 });
    expect(show(lines)).toEqual([
      'nairobi Dr #mpesa-till 11400.00 "RCT-0001"',
      'nairobi Dr vat_withholding_receivable 200.00 "VAT withheld on RCT-0001"',
      'nairobi Cr accounts_receivable 11600.00 "RCT-0001" @cust-1',
    ]);
    expect(balancedTotal(lines)).toBe('11600.00');
    const voided = receiptVoidPosting({
      ...receipt,
      amount: 11400,
      allocated: 11600,
      unallocated: 0,
      vatWithheld: 200,
    });
    expect(show(voided)).toEqual([
      'nairobi Dr accounts_receivable 11600.00 "Void of RCT-0001" @cust-1',
      'nairobi Cr #mpesa-till 11400.00 "Void of RCT-0001"',
      'nairobi Cr vat_withholding_receivable 200.00 "Void of RCT-0001"',
    ]);
  });

  it('holds an overpayment as customer credit', () => {
    const lines = receiptPosting({ ...receipt, amount: 5000, allocated: 3200 });
    expect(show(lines)).toEqual([
      'nairobi Dr #mpesa-till 5000.00 "RCT-0001"',
      'nairobi Cr accounts_receivable 3200.00 "RCT-0001" @cust-1',
      'nairobi Cr customer_credits 1800.00 "Credit from RCT-0001" @cust-1',
    ]);
    expect(balancedTotal(lines)).toBe('5000.00');
  });

  it('holds a payment on account (no invoice) as customer credit only', () => {
    const lines = receiptPosting({ ...receipt, amount: 750.5, allocated: 0 });
    expect(show(lines)).toEqual([
      'nairobi Dr #mpesa-till 750.50 "RCT-0001"',
      'nairobi Cr customer_credits 750.50 "Credit from RCT-0001" @cust-1',
    ]);
    expect(balancedTotal(lines)).toBe('750.50');
  });
});

describe('receipt void posting', () => {
  it('takes the money out again against what it paid and its unused credit', () => {
    const lines = receiptVoidPosting({
      ...receipt,
      amount: '5000.00',
      allocated: 4000,
      unallocated: '1000.00',
    });
    expect(show(lines)).toEqual([
      'nairobi Dr accounts_receivable 4000.00 "Void of RCT-0001" @cust-1',
      'nairobi Dr customer_credits 1000.00 "Void of RCT-0001" @cust-1',
      'nairobi Cr #mpesa-till 5000.00 "Void of RCT-0001"',
    ]);
    expect(balancedTotal(lines)).toBe('5000.00');
  });

  it('leaves out a zero side: a receipt all used on invoices', () => {
    const lines = receiptVoidPosting({ ...receipt, amount: 2620, allocated: 2620, unallocated: 0 });
    expect(show(lines)).toEqual([
      'nairobi Dr accounts_receivable 2620.00 "Void of RCT-0001" @cust-1',
      'nairobi Cr #mpesa-till 2620.00 "Void of RCT-0001"',
    ]);
    expect(balancedTotal(lines)).toBe('2620.00');
  });
});
