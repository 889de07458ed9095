import { describe, expect, it } from 'vitest';
import { documentTotals } from '../purchasing';
import { computeLineTax } from '../tax';
import { chargesVat, firstVatPeriod, NOT_VAT_REGISTERED, vatRegistrationProblems } from './vat-registration';

const registered = { vatRegistered: true, vatRegisteredFrom: '2026-06-15' };

describe('chargesVat', () => {
  it('charges VAT from the effective date on, never when not registered', () => {
    expect(chargesVat(registered, '2026-06-14')).toBe(false);
    expect(chargesVat(registered, '2026-06-15')).toBe(true);
    expect(chargesVat(registered, '2026-11-25')).toBe(true);
    expect(chargesVat(NOT_VAT_REGISTERED, '2026-11-25')).toBe(false);
    expect(chargesVat({ vatRegistered: true, vatRegisteredFrom: null }, '2026-11-25')).toBe(false);
    expect(chargesVat({ vatRegistered: false, vatRegisteredFrom: '2026-01-01' }, '2026-11-25')).toBe(false);
  });

  it('names the first VAT month', () => {
    expect(firstVatPeriod(registered)).toBe('2026-06');
    expect(firstVatPeriod(NOT_VAT_REGISTERED)).toBeNull();
  });

  it('says what a registration lacks', () => {
    expect(vatRegistrationProblems({ ...NOT_VAT_REGISTERED, kraPin: null })).toEqual([]);
    expect(vatRegistrationProblems({ ...registered, kraPin: 'P051234567X' })).toEqual([]);
    expect(vatRegistrationProblems({ vatRegistered: true, vatRegisteredFrom: null, kraPin: null })).toEqual([
      'kra-pin-required',
      'effective-date-required',
    ]);
  });
});

describe('untaxed documents', () => {
  const fixed = (r: ReturnType<typeof computeLineTax>) =>
    [r.value, r.amount, r.taxAmount, r.lineTotal].map((m) => m.toFixed());

  it('a shelf price that includes VAT: 230 charges 230 = 198.28 + 31.72 when registered, 230 + 0 when not', () => {
    const shelf = { qty: 1, unitPrice: 230, taxCategory: 'B' as const, priceIncludesTax: true };
    expect(fixed(computeLineTax(shelf))).toEqual(['230.00', '198.28', '31.72', '230.00']);
    expect(fixed(computeLineTax(shelf, false))).toEqual(['230.00', '230.00', '0.00', '230.00']);
    expect(fixed(computeLineTax({ ...shelf, priceIncludesTax: false }))).toEqual([
      '230.00',
      '230.00',
      '36.80',
      '266.80',
    ]);
  });

  it('keeps each line category with tax 0 and totals without VAT', () => {
    const lines = [
      { qty: 2, unitPrice: 500, taxCategory: 'B' as const },
      { qty: 1, unitPrice: 100, taxCategory: 'E' as const, discount: 10 },
      { qty: 1, unitPrice: 50, taxCategory: 'A' as const },
    ];
    const taxed = documentTotals(lines);
    expect([taxed.subtotal, taxed.taxTotal, taxed.total].map((m) => m.toFixed())).toEqual([
      '1140.00',
      '167.20',
      '1307.20',
    ]);
    const untaxed = documentTotals(lines, { chargesVat: false });
    expect([untaxed.subtotal, untaxed.taxTotal, untaxed.total].map((m) => m.toFixed())).toEqual([
      '1140.00',
      '0.00',
      '1140.00',
    ]);
    expect(untaxed.lines.map((l) => [l.taxCategory, l.taxAmount.toFixed()])).toEqual([
      ['B', '0.00'],
      ['E', '0.00'],
      ['A', '0.00'],
    ]);
    expect(untaxed.byCategory.B.tax.toFixed()).toBe('0.00');
    expect(untaxed.byCategory.B.taxableAmount.toFixed()).toBe('1000.00');
  });
});
