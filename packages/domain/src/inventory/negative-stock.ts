import { Money, type MoneyInput } from '../money';
import { type StockMove, type StockPosition, stockOut } from './stock-position';

/**
 * Stock out when the company allows selling below zero (Settings; off by default). With enough held
 * it is `stockOut`. Otherwise the units held leave with all their value and the missing ones at
 * `unitCost`, the current average cost (of what is held, else the last average, else the product's
 * cost price), so the position after is exactly -shortfall x unitCost: a negative quantity at a
 * negative value. Selling again while below zero does the same, so a value a receipt left in the
 * position (short units that cost more than they were sold at) leaves with that sale, into cost of sales.
 */
export function stockOutBelowZero(position: StockPosition, qty: MoneyInput, unitCost: MoneyInput): StockMove {
  const q = Money.of(qty);
  if (!q.isPositive()) throw new RangeError('Quantity out must be positive');
  if (Money.of(unitCost).isNegative()) throw new RangeError('Unit cost must not be negative');
  const held = Money.of(position.qty);
  if (q.lte(held)) return noValueIn(position, stockOut(position, qty));
  const after = held.minus(q);
  const afterValue = after.times(unitCost).round();
  const leaving = Money.of(position.value).minus(afterValue);
  return noValueIn(position, {
    qty: q.neg().toFixed(3),
    value: leaving.neg().toFixed(),
    position: { qty: after.toFixed(3), value: afterValue.toFixed() },
  });
}

/**
 * An outflow never brings value in. A receipt into negative stock adds its quantity and value as
 * they are; when it cost less than the short units were sold at, the position can hold less value
 * than its quantity warrants (even below zero). Units then leave at no value, and the position keeps
 * the difference until a later receipt absorbs it.
 */
export function noValueIn(position: StockPosition, move: StockMove): StockMove {
  if (!Money.of(move.value).isPositive()) return move;
  return { qty: move.qty, value: '0.00', position: { qty: move.position.qty, value: position.value } };
}
