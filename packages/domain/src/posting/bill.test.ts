import { describe, expect, it } from 'vitest';
import { documentTotals } from '../purchasing/document-totals';
import { billPosting } from './bill';
import { goodsBillVoidPosting } from './bill-void';
import { balancedTotal, NAIROBI, show } from './testing';

const bill = { number: 'BILL-0001', branchId: NAIROBI, supplierId: 'supp-1' };

describe('bill posting', () => {
  it('posts expense lines with their VAT as input VAT, against the supplier', () => {
    const totals = documentTotals([
      { description: 'Shop rent', accountId: 'rent', qty: 1, unitPrice: 50000, taxCategory: 'B' as const },
      { description: 'Water', accountId: 'utilities', qty: 1, unitPrice: 1200, taxCategory: 'A' as const },
    ]);
    const lines = billPosting({
      ...bill,
      debits: totals.lines.map((l) => ({
        account: { id: l.accountId },
        amount: l.amount,
        description: l.description,
      })),
      taxTotal: totals.taxTotal,
      total: totals.total,
    });
    expect(show(lines)).toEqual([
      'nairobi Dr #rent 50000.00 "Shop rent"',
      'nairobi Dr #utilities 1200.00 "Water"',
      'nairobi Dr vat_input 8000.00 "VAT on BILL-0001"',
      'nairobi Cr accounts_payable 59200.00 "BILL-0001" @supp-1',
    ]);
    expect(balancedTotal(lines)).toBe('59200.00');
  });

  it('posts goods received into inventory; a zero-rated bill has no VAT line', () => {
    const lines = billPosting({
      ...bill,
      debits: [
        { account: { key: 'inventory' }, amount: '12500.00', description: 'Goods received GRN-0001' },
        { account: { id: 'freight' }, amount: 0, description: 'Free delivery' },
      ],
      taxTotal: 0,
      total: 12500,
    });
    expect(show(lines)).toEqual([
      'nairobi Dr inventory 12500.00 "Goods received GRN-0001"',
      'nairobi Cr accounts_payable 12500.00 "BILL-0001" @supp-1',
    ]);
    expect(balancedTotal(lines)).toBe('12500.00');
  });
});

describe('bill of a company not VAT-registered', () => {
  it('puts each line VAT into its cost: no VAT input', () => {
    const totals = documentTotals([
      { description: 'Shop rent', accountId: 'rent', qty: 1, unitPrice: 50000, taxCategory: 'B' as const },
      { description: 'Water', accountId: 'utilities', qty: 1, unitPrice: 1200, taxCategory: 'A' as const },
    ]);
    const lines = billPosting({
      ...bill,
      debits: totals.lines.map((l) => ({
        account: { id: l.accountId },
        amount: l.amount,
        tax: l.taxAmount,
        description: l.description,
      })),
      taxTotal: totals.taxTotal,
      total: totals.total,
      claimsInputVat: false,
    });
    expect(show(lines)).toEqual([
      'nairobi Dr #rent 58000.00 "Shop rent"',
      'nairobi Dr #utilities 1200.00 "Water"',
      'nairobi Cr accounts_payable 59200.00 "BILL-0001" @supp-1',
    ]);
    expect(balancedTotal(lines)).toBe('59200.00');
  });

  it('a void of its goods takes the stock back at the cost VAT included', () => {
    const lines = goodsBillVoidPosting({
      ...bill,
      subtotal: 10000,
      taxTotal: 1600,
      total: 11600,
      leftAtAverage: '11600.00',
      claimsInputVat: false,
    });
    expect(show(lines)).toEqual([
      'nairobi Dr accounts_payable 11600.00 "BILL-0001" @supp-1',
      'nairobi Cr inventory 11600.00 "BILL-0001"',
    ]);
  });
});

describe('goods bill void posting', () => {
  const goods = { ...bill, subtotal: 10000, taxTotal: 1600, total: 11600 };

  it('undoes the bill when the goods leave at the cost they came in at', () => {
    const lines = goodsBillVoidPosting({ ...goods, leftAtAverage: '10000.00' });
    expect(show(lines)).toEqual([
      'nairobi Dr accounts_payable 11600.00 "BILL-0001" @supp-1',
      'nairobi Cr inventory 10000.00 "BILL-0001"',
      'nairobi Cr vat_input 1600.00 "BILL-0001"',
    ]);
    expect(balancedTotal(lines)).toBe('11600.00');
  });

  it('puts a moved average cost to stock adjustments: goods left at more than they came in at', () => {
    const lines = goodsBillVoidPosting({ ...goods, leftAtAverage: '10250.555' });
    expect(show(lines)).toEqual([
      'nairobi Dr accounts_payable 11600.00 "BILL-0001" @supp-1',
      'nairobi Cr inventory 10250.56 "BILL-0001"',
      'nairobi Cr vat_input 1600.00 "BILL-0001"',
      'nairobi Dr stock_adjustments 250.56 "BILL-0001: goods left at average cost"',
    ]);
    expect(balancedTotal(lines)).toBe('11850.56');
  });

  it('credits stock adjustments when the goods left at less; no VAT line on a zero-rated bill', () => {
    const lines = goodsBillVoidPosting({ ...goods, taxTotal: 0, total: 10000, leftAtAverage: 9400 });
    expect(show(lines)).toEqual([
      'nairobi Dr accounts_payable 10000.00 "BILL-0001" @supp-1',
      'nairobi Cr inventory 9400.00 "BILL-0001"',
      'nairobi Cr stock_adjustments 600.00 "BILL-0001: goods left at average cost"',
    ]);
    expect(balancedTotal(lines)).toBe('10000.00');
  });
});
