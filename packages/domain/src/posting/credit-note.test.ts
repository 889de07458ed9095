import { describe, expect, it } from 'vitest';
import { documentTotals } from '../purchasing/document-totals';
import { creditNotePosting } from './credit-note';
import { balancedTotal, NAIROBI, show } from './testing';

const note = { number: 'CN-0001', branchId: NAIROBI, customerId: 'cust-1' };

describe('credit note posting', () => {
  it('credits a 16% line and an exempt line, part to the invoice and the rest as customer credit', () => {
    const totals = documentTotals([
      { qty: 2, unitPrice: 500, taxCategory: 'B' }, // 1,000 + 160
      { qty: 1, unitPrice: 300, taxCategory: 'A' }, // 300 exempt
    ]);
    const lines = creditNotePosting({ ...note, ...totals, applied: 500, excess: '960.00', returnedCost: 0 });
    expect(show(lines)).toEqual([
      'nairobi Dr sales_returns 1300.00 "CN-0001"',
      'nairobi Dr vat_output 160.00 "VAT on CN-0001"',
      'nairobi Cr accounts_receivable 500.00 "CN-0001" @cust-1',
      'nairobi Cr customer_credits 960.00 "Credit from CN-0001" @cust-1',
    ]);
    expect(balancedTotal(lines)).toBe('1460.00');
  });

  it('takes returned goods back into inventory at their cost, all to the unpaid invoice', () => {
    const lines = creditNotePosting({
      ...note,
      subtotal: 1000,
      taxTotal: 160,
      applied: 1160,
      excess: 0,
      returnedCost: '620.40',
    });
    expect(show(lines)).toEqual([
      'nairobi Dr sales_returns 1000.00 "CN-0001"',
      'nairobi Dr vat_output 160.00 "VAT on CN-0001"',
      'nairobi Cr accounts_receivable 1160.00 "CN-0001" @cust-1',
      'nairobi Dr inventory 620.40 "Goods returned on CN-0001"',
      'nairobi Cr cost_of_sales 620.40 "Goods returned on CN-0001"',
    ]);
    expect(balancedTotal(lines)).toBe('1780.40');
  });

  it('holds all of a note on a paid, exempt invoice as customer credit', () => {
    const lines = creditNotePosting({
      ...note,
      subtotal: 300,
      taxTotal: 0,
      applied: 0,
      excess: 300,
      returnedCost: 0,
    });
    expect(show(lines)).toEqual([
      'nairobi Dr sales_returns 300.00 "CN-0001"',
      'nairobi Cr customer_credits 300.00 "Credit from CN-0001" @cust-1',
    ]);
    expect(balancedTotal(lines)).toBe('300.00');
  });
});
