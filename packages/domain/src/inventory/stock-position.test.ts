import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Money } from '../money';
import {
  averageCost,
  countDifference,
  EMPTY_POSITION,
  type StockPosition,
  stockIn,
  stockOut,
} from './stock-position';

describe('moving weighted-average cost', () => {
  it('averages receipts at different costs', () => {
    const a = stockIn(EMPTY_POSITION, 10, 100);
    expect(a).toEqual({ qty: '10.000', value: '1000.00', position: { qty: '10.000', value: '1000.00' } });
    const b = stockIn(a.position, 5, 130);
    expect(b.position).toEqual({ qty: '15.000', value: '1650.00' });
    expect(averageCost(b.position)).toBe('110.000000');
  });

  it('issues at average cost, rounded to the cent, without changing the average much', () => {
    const held: StockPosition = { qty: '3.000', value: '100.00' };
    const out = stockOut(held, 1);
    expect(out).toEqual({ qty: '-1.000', value: '-33.33', position: { qty: '2.000', value: '66.67' } });
    expect(averageCost(out.position)).toBe('33.335000');
  });

  it('takes all the value with the last unit, so nothing is stranded', () => {
    const held: StockPosition = { qty: '3.000', value: '100.00' };
    const first = stockOut(held, 1);
    const second = stockOut(first.position, 1);
    const last = stockOut(second.position, 1);
    expect([first.value, second.value, last.value]).toEqual(['-33.33', '-33.34', '-33.33']);
    expect(last.position).toEqual({ qty: '0.000', value: '0.00' });
  });

  it('refuses to issue more than is held, and non-positive quantities', () => {
    expect(() => stockOut({ qty: '2.000', value: '10.00' }, 2.001)).toThrow('Insufficient stock');
    expect(() => stockOut({ qty: '2.000', value: '10.00' }, 0)).toThrow(RangeError);
    expect(() => stockIn(EMPTY_POSITION, -1, 5)).toThrow(RangeError);
    expect(() => stockIn(EMPTY_POSITION, 1, -5)).toThrow(RangeError);
  });

  it('uses the fallback cost when nothing is held; counts differences', () => {
    expect(averageCost(EMPTY_POSITION, 42.5)).toBe('42.500000');
    expect(countDifference({ qty: '12.000', value: '0' }, 9.5)).toBe('-2.500');
    expect(countDifference({ qty: '12.000', value: '0' }, 15)).toBe('3.000');
  });

  it('keeps value = sum of moves and never goes below zero, over any sequence of moves', () => {
    const move = fc.record({
      inbound: fc.boolean(),
      qty: fc.integer({ min: 1, max: 5000 }).map((n) => n / 1000 + Math.floor(n / 100)),
      cost: fc.integer({ min: 0, max: 1_000_000 }).map((n) => n / 100),
    });
    fc.assert(
      fc.property(fc.array(move, { maxLength: 40 }), (moves) => {
        let position = EMPTY_POSITION;
        let qty = Money.zero();
        let value = Money.zero();
        for (const m of moves) {
          const held = Money.of(position.qty);
          const step = m.inbound
            ? stockIn(position, m.qty, m.cost)
            : held.isPositive()
              ? stockOut(position, Money.of(m.qty).gt(held) ? held : m.qty)
              : null;
          if (!step) continue;
          position = step.position;
          qty = qty.plus(step.qty);
          value = value.plus(step.value);
          expect(Money.of(position.qty).isNegative()).toBe(false);
          expect(Money.of(position.value).isNegative()).toBe(false);
          if (Money.of(position.qty).isZero()) expect(position.value).toBe('0.00');
        }
        expect(qty.toFixed(3)).toBe(position.qty);
        expect(value.toFixed()).toBe(position.value);
      }),
      { numRuns: 300 },
    );
  });
});
