import { describe, expect, it } from 'vitest';
import { formatQty, formatQtyWithUnit, formatSignedQty, stockLevel, taxLabel } from './inventory-format';

describe('inventory formatting', () => {
  it('shows quantities with separators and only the decimals they have', () => {
    expect(formatQty(12)).toBe('12');
    expect(formatQty(1234.5)).toBe('1,234.5');
    expect(formatQty(0.125)).toBe('0.125');
    expect(formatQty(-3)).toBe('-3');
    expect(formatQty(0)).toBe('0');
    expect(formatQty(1000)).toBe('1,000');
    expect(formatQty(null)).toBe('\u2014');
    expect(formatQtyWithUnit(2.5, 'kg')).toBe('2.5 kg');
    expect(formatSignedQty(5)).toBe('+5');
    expect(formatSignedQty(-2.25)).toBe('-2.25');
  });

  it('names tax categories and stock levels', () => {
    expect(taxLabel('B')).toBe('B - 16% VAT');
    expect(stockLevel(0, 5)).toBe('out');
    expect(stockLevel(5, 5)).toBe('low');
    expect(stockLevel(6, 5)).toBe('ok');
    expect(stockLevel(-1, 0)).toBe('out');
  });
});
