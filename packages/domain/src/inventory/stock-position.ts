import { Money, type MoneyInput } from '../money';

/**
 * What one branch holds of one product: the quantity and its value at moving weighted-average cost.
 * The value is the authority (it is what the inventory account holds); the average unit cost is
 * value / quantity. Quantities have up to 3 decimals, values 2, unit costs 6.
 */
export interface StockPosition {
  qty: string;
  value: string;
}

/** A change to a position: the signed quantity and the signed value that moves with it. */
export interface StockMove {
  qty: string;
  value: string;
  position: StockPosition;
}

export const EMPTY_POSITION: StockPosition = { qty: '0.000', value: '0.00' };

const qtyText = (m: Money) => m.toFixed(3);

/** The average unit cost of a position (6 decimals); `fallback` when nothing is held. */
export function averageCost(position: StockPosition, fallback: MoneyInput = 0): string {
  const qty = Money.of(position.qty);
  if (!qty.isPositive()) return Money.of(fallback).toFixed(6);
  return Money.of(position.value).dividedBy(qty).toFixed(6);
}

/** Stock in at `unitCost`: the value added is qty x unitCost rounded to the cent. */
export function stockIn(position: StockPosition, qty: MoneyInput, unitCost: MoneyInput): StockMove {
  if (Money.of(unitCost).isNegative()) throw new RangeError('Unit cost must not be negative');
  return stockInAtValue(position, qty, Money.of(qty).times(unitCost).round());
}

/**
 * Stock in carrying a value already fixed elsewhere (a transfer arriving with the value that left
 * the source), so the value leaving one place and arriving in another are the same cents.
 */
export function stockInAtValue(position: StockPosition, qty: MoneyInput, value: MoneyInput): StockMove {
  const q = Money.of(qty);
  const v = Money.of(value);
  if (!q.isPositive()) throw new RangeError('Quantity in must be positive');
  if (v.isNegative()) throw new RangeError('Value must not be negative');
  return {
    qty: qtyText(q),
    value: v.toFixed(),
    position: {
      qty: qtyText(Money.of(position.qty).plus(q)),
      value: Money.of(position.value).plus(v).toFixed(),
    },
  };
}

/**
 * Stock out at average cost: the value leaving is qty x average rounded to the cent, and all of the
 * value when the whole quantity leaves, so a position at zero quantity is at zero value (no cents
 * stranded in the inventory account). Throws when more leaves than is held.
 */
export function stockOut(position: StockPosition, qty: MoneyInput): StockMove {
  const q = Money.of(qty);
  if (!q.isPositive()) throw new RangeError('Quantity out must be positive');
  const held = Money.of(position.qty);
  if (q.gt(held)) throw new RangeError('Insufficient stock');
  const heldValue = Money.of(position.value);
  const value = q.eq(held) ? heldValue : heldValue.times(q).dividedBy(held).round();
  return {
    qty: qtyText(q.neg()),
    value: value.neg().toFixed(),
    position: { qty: qtyText(held.minus(q)), value: heldValue.minus(value).toFixed() },
  };
}

/**
 * A counted quantity against the book quantity: the change a stock take posts (positive: found,
 * in at `unitCost`, usually the average; negative: missing, out at average).
 */
export function countDifference(position: StockPosition, counted: MoneyInput): string {
  return qtyText(Money.of(counted).minus(position.qty));
}
