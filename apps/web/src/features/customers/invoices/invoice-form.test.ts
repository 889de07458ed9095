import { describe, expect, it } from 'vitest';
import { invoiceBody } from './invoice-form';

describe('invoice drafts', () => {
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
