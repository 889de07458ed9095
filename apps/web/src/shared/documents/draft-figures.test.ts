import { describe, expect, it } from 'vitest';
import { draftTotals, lineFigures } from './draft-figures';

const figures = (t: ReturnType<typeof draftTotals>) =>
  [t.subtotal, t.taxTotal, t.total].map((m) => m.toFixed());

describe('totals while a document is typed', () => {
  it('adds VAT per line by its category (B 16%, E 8%, A none)', () => {
    const t = draftTotals([
      { qty: 60, unitPrice: 150, taxCategory: 'B' },
      { qty: 10, unitPrice: 310.5, taxCategory: 'E' },
      { qty: 1, unitPrice: 1000, taxCategory: 'A' },
    ]);
    expect(figures(t)).toEqual(['13105.00', '1688.40', '14793.40']);
  });

  it('takes VAT out of a price that includes it', () => {
    expect(
      figures(draftTotals([{ qty: 1, unitPrice: 5800, taxCategory: 'B', priceIncludesTax: true }])),
    ).toEqual(['5000.00', '800.00', '5800.00']);
  });

  it('ignores lines not filled in yet', () => {
    const t = draftTotals([
      { qty: undefined, unitPrice: 100, taxCategory: 'B' },
      { qty: 2, unitPrice: Number.NaN, taxCategory: 'B' },
      { qty: 2, unitPrice: 10, taxCategory: '' },
      { qty: 2, unitPrice: 10, taxCategory: 'B' },
    ]);
    expect(figures(t)).toEqual(['20.00', '3.20', '23.20']);
  });

  it('applies the discount and the tax rule per line, inclusive prices included', () => {
    const totals = draftTotals([
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
});
