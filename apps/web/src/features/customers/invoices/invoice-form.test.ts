import { describe, expect, it } from 'vitest';
import { invoiceBody, lineFigures, salesDraftTotals } from './invoice-form';

describe('invoice drafts', () => {
  it('applies the discount and the tax rule per line, inclusive prices included', () => {
    const totals = salesDraftTotals([
      { qty: 2, unitPrice: 500, discount: 100, taxCategory: 'B', priceIncludesTax: false },
      { qty: 1, unitPrice: 1160, taxCategory: 'B', priceIncludesTax: true },
      { qty: undefined, unitPrice: 10, taxCategory: 'B' },
    ]);
    expect(totals.subtotal.toFixed(2)).toBe('1900.00');
    expect(totals.taxTotal.toFixed(2)).toBe('304.00');
    expect(totals.total.toFixed(2)).toBe('2204.00');
  });

  it('shows no figures for a line still missing its price', () => {
    expect(lineFigures({ qty: 1, unitPrice: undefined, taxCategory: 'A' })).toBeNull();
    expect(lineFigures({ qty: 3, unitPrice: 100, taxCategory: 'A' })?.taxAmount.toFixed(2)).toBe('0.00');
  });

  it('leaves the picker SKU out of the body', () => {
    const body = invoiceBody({
      customerId: 'c',
      notes: null,
      lines: [
        {
          productSku: 'SKU-1',
          description: 'Rice',
          qty: 1,
          unitPrice: 10,
          discount: 0,
          taxCategory: 'B',
          priceIncludesTax: false,
        },
      ],
    });
    expect(body.lines[0]).not.toHaveProperty('productSku');
  });
});
