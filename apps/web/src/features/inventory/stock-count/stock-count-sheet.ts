import type { ProductOption } from '@tawi/contracts';
import { Money } from '@tawi/domain';

/** One line of a count sheet: what the books say, and what was counted (blank: not counted yet). */
export interface CountLine {
  product: ProductOption;
  counted: string;
}

export interface Variance {
  productId: string;
  sku: string;
  name: string;
  expected: number;
  counted: number;
  difference: number;
  /** At the average cost (the cost price when none): what posting the count moves. */
  value: number;
}

/** The counted lines with their difference from the books; lines left blank are not part of the count. */
export function variancesOf(lines: readonly CountLine[]): Variance[] {
  return lines.flatMap(({ product, counted }) => {
    if (counted.trim() === '' || !Number.isFinite(Number(counted))) return [];
    const difference = Money.of(counted).minus(product.currentStock);
    const cost = product.averageCost || product.costPrice || 0;
    return [
      {
        productId: product.id,
        sku: product.sku,
        name: product.name,
        expected: product.currentStock,
        counted: Number(counted),
        difference: Number(difference.toFixed(3)),
        value: difference.times(cost).round().toNumber(),
      },
    ];
  });
}

/** Totals of a review: lines counted, lines that differ, and the net value of the differences. */
export function varianceTotals(variances: readonly Variance[]) {
  return {
    counted: variances.length,
    differing: variances.filter((v) => v.difference !== 0).length,
    value: Money.sum(variances.map((v) => v.value)).toNumber(),
  };
}
