import { describe, expect, it } from 'vitest';
import { noValueIn, stockOutBelowZero } from './negative-stock';
import { averageCost, stockIn, stockInAtValue } from './stock-position';

describe('selling below zero', () => {
  it('is stockOut while enough is held', () => {
    expect(stockOutBelowZero({ qty: '3.000', value: '100.00' }, 1, 99)).toEqual({
      qty: '-1.000',
      value: '-33.33',
      position: { qty: '2.000', value: '66.67' },
    });
  });

  it('takes the held units with all their value and the missing ones at the average', () => {
    const out = stockOutBelowZero({ qty: '2.000', value: '100.00' }, 5, 50);
    expect(out).toEqual({ qty: '-5.000', value: '-250.00', position: { qty: '-3.000', value: '-150.00' } });
    const again = stockOutBelowZero(out.position, 1, 50);
    expect(again).toEqual({ qty: '-1.000', value: '-50.00', position: { qty: '-4.000', value: '-200.00' } });
  });

  it('a receipt fills the shortfall; the cost difference stays in the value and leaves with the next sale', () => {
    const short = { qty: '-3.000', value: '-150.00' };
    const covered = stockIn(short, 10, 60);
    expect(covered.position).toEqual({ qty: '7.000', value: '450.00' });
    expect(averageCost(covered.position)).toBe('64.285714');
    const exact = stockIn(short, 3, 60);
    expect(exact.position).toEqual({ qty: '0.000', value: '30.00' });
    expect(stockOutBelowZero(exact.position, 1, 50)).toEqual({
      qty: '-1.000',
      value: '-80.00',
      position: { qty: '-1.000', value: '-50.00' },
    });
  });

  it('never lets value in on a sale', () => {
    const cheap = stockInAtValue({ qty: '-3.000', value: '-150.00' }, 4, 0).position;
    expect(cheap).toEqual({ qty: '1.000', value: '-150.00' });
    expect(stockOutBelowZero(cheap, 2, 50)).toEqual({
      qty: '-2.000',
      value: '0.00',
      position: { qty: '-1.000', value: '-150.00' },
    });
    const move = { qty: '-1.000', value: '-5.00', position: { qty: '0.000', value: '0.00' } };
    expect(noValueIn({ qty: '1.000', value: '5.00' }, move)).toBe(move);
  });
});
