import { Money } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { entriesOf, moneyByKey, sumByKey } from './sum-by-key';

describe('sums by key', () => {
  it('adds the values of each key, keys in the order first seen, and changes neither parts nor zero', () => {
    const zero = { n: 0 };
    const first = new Map([
      ['b', { n: 1 }],
      ['a', { n: 2 }],
    ]);
    const second = new Map([['b', { n: 3 }]]);
    const sums = sumByKey(entriesOf([first, second]), zero, (s, v) => ({ n: s.n + v.n }));
    expect([...sums]).toEqual([
      ['b', { n: 4 }],
      ['a', { n: 2 }],
    ]);
    expect(zero).toEqual({ n: 0 });
    expect(first.get('b')).toEqual({ n: 1 });
  });

  it('adds amounts exactly', () => {
    const sums = moneyByKey([
      ['x', Money.of('0.1')],
      ['x', Money.of('0.2')],
      [null, Money.of(5)],
    ]);
    expect(sums.get('x')?.toNumber()).toBe(0.3);
    expect(sums.get(null)?.toNumber()).toBe(5);
    expect(moneyByKey([]).size).toBe(0);
  });
});
