import { describe, expect, it } from 'vitest';
import { documentTotals } from '../purchasing/document-totals';
import { invoicePosting } from './invoice';
import { balancedTotal, NAIROBI, show } from './testing';

const invoice = { number: 'INV-0001', branchId: NAIROBI, customerId: 'cust-1' };

describe('invoice posting', () => {
  it('posts two lines at 16% and one exempt line: VAT output is the 16% lines tax only', () => {
    const totals = documentTotals([
      { qty: 2, unitPrice: 500, taxCategory: 'B' }, // 1,000 + 160
      { qty: 1, unitPrice: 1160, taxCategory: 'B', priceIncludesTax: true }, // 1,000 + 160
      { qty: 3, unitPrice: 100, taxCategory: 'A' }, // 300 exempt
    ]);
    const lines = invoicePosting({ ...invoice, ...totals, cost: '1400.00' });
    expect(show(lines)).toEqual([
      'nairobi Dr accounts_receivable 2620.00 "INV-0001" @cust-1',
      'nairobi Cr sales 2300.00 "INV-0001"',
      'nairobi Cr vat_output 320.00 "VAT on INV-0001"',
      'nairobi Dr cost_of_sales 1400.00 "Cost of INV-0001"',
      'nairobi Cr inventory 1400.00 "Cost of INV-0001"',
    ]);
    expect(balancedTotal(lines)).toBe('4020.00');
  });

  it('posts 8% (petroleum) and 16% VAT together as one VAT output line, tax rounded per line', () => {
    const totals = documentTotals([
      { qty: 10.5, unitPrice: 180.33, taxCategory: 'E' }, // 1,893.47 (1,893.465) + 151.48
      { qty: 1, unitPrice: 99.99, taxCategory: 'B' }, // 99.99 + 16.00 (15.9984)
    ]);
    const lines = invoicePosting({ ...invoice, ...totals, cost: 0 });
    expect(show(lines)).toEqual([
      'nairobi Dr accounts_receivable 2160.94 "INV-0001" @cust-1',
      'nairobi Cr sales 1993.46 "INV-0001"',
      'nairobi Cr vat_output 167.48 "VAT on INV-0001"',
    ]);
    expect(balancedTotal(lines)).toBe('2160.94');
  });

  it('leaves out VAT and cost lines for an exempt service', () => {
    const totals = documentTotals([{ qty: 1, unitPrice: 5000, taxCategory: 'A' }]);
    const lines = invoicePosting({ ...invoice, ...totals, cost: 0 });
    expect(show(lines)).toEqual([
      'nairobi Dr accounts_receivable 5000.00 "INV-0001" @cust-1',
      'nairobi Cr sales 5000.00 "INV-0001"',
    ]);
    expect(balancedTotal(lines)).toBe('5000.00');
  });

  it('posts goods sold below zero stock at their cost, rounded to cents', () => {
    const lines = invoicePosting({ ...invoice, subtotal: 500, taxTotal: 80, total: 580, cost: '250.005' });
    expect(show(lines).slice(3)).toEqual([
      'nairobi Dr cost_of_sales 250.01 "Cost of INV-0001"',
      'nairobi Cr inventory 250.01 "Cost of INV-0001"',
    ]);
    expect(balancedTotal(lines)).toBe('830.01');
  });
});
