import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Money } from './money';
import { computeLineTax, isTaxCategoryCode, TAX_CATEGORIES, TAX_CATEGORY_CODES, taxRate } from './tax';

const fixed = (r: ReturnType<typeof computeLineTax>): string[] =>
  [r.value, r.amount, r.taxAmount, r.lineTotal].map((m) => m.toFixed());

describe('tax categories', () => {
  it('has the eTIMS categories', () => {
    expect(TAX_CATEGORY_CODES).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(TAX_CATEGORIES.map((c) => [c.id, c.code, c.name, c.label, c.rate])).toEqual([
      [1, 'A', 'A_Exempt', 'A - Exempt', 0],
      [2, 'B', 'B_16', 'B - 16% VAT', 0.16],
      [3, 'C', 'C_0', 'C - Zero rated', 0],
      [4, 'D', 'D_Non_VAT', 'D - Non-VAT', 0],
      [5, 'E', 'E_8', 'E - 8% VAT', 0.08],
    ]);
    expect(taxRate('B').toDecimal().toString()).toBe('0.16');
    expect(taxRate('E').eq('0.08')).toBe(true);
    expect(taxRate('A').isZero()).toBe(true);
    expect(() => taxRate('F' as never)).toThrow(RangeError);
    expect(isTaxCategoryCode('B')).toBe(true);
    expect(isTaxCategoryCode('b')).toBe(false);
  });
});

describe('computeLineTax', () => {
  it('computes inclusive lines', () => {
    const b = computeLineTax({ qty: 1, unitPrice: 1160, taxCategory: 'B', priceIncludesTax: true });
    expect(fixed(b)).toEqual(['1160.00', '1000.00', '160.00', '1160.00']);
    const e = computeLineTax({ qty: 1, unitPrice: 100, taxCategory: 'E', priceIncludesTax: true });
    expect(fixed(e)).toEqual(['100.00', '92.59', '7.41', '100.00']);
    const c = computeLineTax({ qty: 2, unitPrice: 50, taxCategory: 'C', priceIncludesTax: true });
    expect(fixed(c)).toEqual(['100.00', '100.00', '0.00', '100.00']);
  });

  it('computes exclusive lines', () => {
    const b = computeLineTax({ qty: 1, unitPrice: 999.99, taxCategory: 'B' });
    expect(fixed(b)).toEqual(['999.99', '999.99', '160.00', '1159.99']);
    const disc = computeLineTax({ qty: 3, unitPrice: '19.99', discount: 5, taxCategory: 'B' });
    expect(fixed(disc)).toEqual(['54.97', '54.97', '8.80', '63.77']);
    const a = computeLineTax({ qty: 10, unitPrice: 25, taxCategory: 'A' });
    expect(fixed(a)).toEqual(['250.00', '250.00', '0.00', '250.00']);
    const d = computeLineTax({ qty: 1, unitPrice: 500, taxCategory: 'D' });
    expect(fixed(d)).toEqual(['500.00', '500.00', '0.00', '500.00']);
  });

  it('rounds the line value and half-up tax', () => {
    const q = computeLineTax({ qty: 1.255, unitPrice: 2, taxCategory: 'B' });
    expect(fixed(q)).toEqual(['2.51', '2.51', '0.40', '2.91']);
    const small = computeLineTax({ qty: 1, unitPrice: '0.06', taxCategory: 'E' });
    expect(fixed(small)).toEqual(['0.06', '0.06', '0.00', '0.06']);
    const up = computeLineTax({ qty: 1, unitPrice: '3.125', taxCategory: 'B' });
    expect(fixed(up)).toEqual(['3.13', '3.13', '0.50', '3.63']);
    expect(() => computeLineTax({ qty: 'x', unitPrice: 1, taxCategory: 'B' })).toThrow(RangeError);
  });

  const cents = fc.integer({ min: 0, max: 1e9 }).map((c) => c / 100);
  const qty = fc.integer({ min: 1, max: 1e6 }).map((q) => q / 1000);
  it('property: amount + tax = lineTotal; inclusive total = round(v)', () => {
    fc.assert(
      fc.property(qty, cents, fc.constantFrom(...TAX_CATEGORY_CODES), fc.boolean(), (q, p, code, incl) => {
        const r = computeLineTax({ qty: q, unitPrice: p, taxCategory: code, priceIncludesTax: incl });
        const v = Money.of(q).times(p).round();
        expect(r.amount.plus(r.taxAmount).eq(r.lineTotal)).toBe(true);
        expect(r.value.eq(v)).toBe(true);
        if (incl) expect(r.lineTotal.eq(v)).toBe(true);
        else expect(r.amount.eq(v)).toBe(true);
        for (const m of [r.amount, r.taxAmount, r.lineTotal]) expect(m.eq(m.round())).toBe(true);
        const expectedTax = incl
          ? v.minus(v.dividedBy(taxRate(code).plus(1)).round())
          : v.times(taxRate(code)).round();
        expect(r.taxAmount.eq(expectedTax)).toBe(true);
      }),
    );
  });
});
