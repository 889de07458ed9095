import type { ProductOption } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { variancesOf, varianceTotals } from './stock-count-sheet';

const product = (id: string, currentStock: number, averageCost: number) =>
  ({ id, sku: id.toUpperCase(), name: id, currentStock, averageCost, costPrice: 1 }) as ProductOption;

describe('count sheet variances', () => {
  it('values the difference of counted lines at average cost; blank lines are left out', () => {
    const variances = variancesOf([
      { product: product('tea', 10, 90.5), counted: '8' },
      { product: product('pen', 4, 12), counted: '' },
      { product: product('oil', 2.5, 300), counted: '3.25' },
    ]);
    expect(variances.map((v) => [v.sku, v.difference, v.value])).toEqual([
      ['TEA', -2, -181],
      ['OIL', 0.75, 225],
    ]);
    expect(varianceTotals(variances)).toEqual({ counted: 2, differing: 2, value: 44 });
  });
});
