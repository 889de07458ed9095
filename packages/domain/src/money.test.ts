import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Money, roundMoney } from './money';

/** Integer cents -> exact 2-decimal string, computed with BigInt. */
function centsToFixed(cents: bigint): string {
  const neg = cents < 0n;
  const abs = neg ? -cents : cents;
  const s = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return neg && abs !== 0n ? `-${s}` : s;
}

describe('Money', () => {
  it('adds exactly: 0.1 + 0.2 = 0.3', () => {
    expect(Money.of(0.1).plus(0.2).eq(0.3)).toBe(true);
    expect(Money.of(0.1).plus(0.2).toNumber()).toBe(0.3);
    expect(Money.sum([0.1, '0.2', Money.of(0.3)]).toFixed()).toBe('0.60');
  });

  it('rounds half away from zero', () => {
    expect(Money.of(1.005).round().toFixed()).toBe('1.01');
    expect(Money.of(-1.005).round().toFixed()).toBe('-1.01');
    expect(Money.of('2.675').toNumber()).toBe(2.68);
    expect(Money.of(1.004).toNumber()).toBe(1);
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney('-0.125')).toBe(-0.13);
    expect(roundMoney(-0.001)).toBe(0);
    expect(Object.is(roundMoney(-0.001), -0)).toBe(false);
  });

  it('formats with 2 decimals', () => {
    expect(Money.of(1160.5).toFixed()).toBe('1160.50');
    expect(Money.of('1160.5').toString()).toBe('1160.50');
    expect(Money.of(-0.004).toFixed()).toBe('0.00');
    expect(Money.of(12.3456).toFixed(3)).toBe('12.346');
    expect(JSON.stringify({ total: Money.of('1160.499') })).toBe('{"total":1160.5}');
  });

  it('does arithmetic', () => {
    expect(Money.of(10).minus(2.5).toFixed()).toBe('7.50');
    expect(Money.of(19.99).times(3).toFixed()).toBe('59.97');
    expect(Money.of(100).dividedBy(3).toFixed()).toBe('33.33');
    expect(Money.of(100).dividedBy('1.16').round().toFixed()).toBe('86.21');
    expect(Money.of(5).neg().toFixed()).toBe('-5.00');
    expect(Money.of(-5).abs().toFixed()).toBe('5.00');
    expect(Money.zero().isZero()).toBe(true);
    expect(Money.of(-1).isNegative()).toBe(true);
    expect(Money.of(1).isPositive()).toBe(true);
    expect(Money.zero().isPositive()).toBe(false);
    expect(Money.zero().isNegative()).toBe(false);
  });

  it('compares', () => {
    expect(Money.of(1).cmp(2)).toBe(-1);
    expect(Money.of('2.00').cmp(2)).toBe(0);
    expect(Money.of(3).cmp('2.99')).toBe(1);
    expect(Money.of(1).gt(0.99)).toBe(true);
    expect(Money.of(1).gte(1)).toBe(true);
    expect(Money.of(1).lt(1.01)).toBe(true);
    expect(Money.of(1).lte(1)).toBe(true);
    expect(Money.of(1).eq('1.000')).toBe(true);
  });

  it('rejects non-numeric input', () => {
    expect(() => Money.of(Number.NaN)).toThrow(RangeError);
    expect(() => Money.of(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => Money.of('abc')).toThrow(RangeError);
    expect(() => Money.of('')).toThrow(RangeError);
    expect(() => Money.of('12abc')).toThrow(RangeError);
    expect(() => Money.of('Infinity')).toThrow(RangeError);
    expect(() => Money.of('0x10')).toThrow(RangeError);
    expect(() => Money.of(1).dividedBy(0)).toThrow(RangeError);
    expect(Money.of(' 12.5 ').toFixed()).toBe('12.50');
  });

  it('property: sum of cents equals the integer-cent sum', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e11, max: 1e11 }), { maxLength: 200 }), (cents) => {
        const expected = centsToFixed(cents.reduce((a, c) => a + BigInt(c), 0n));
        expect(Money.sum(cents.map((c) => c / 100)).toFixed()).toBe(expected);
        expect(Money.sum(cents.map((c) => centsToFixed(BigInt(c)))).toFixed()).toBe(expected);
      }),
    );
  });

  it('property: rounding thousandths is half away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (m) => {
        const abs = BigInt(Math.abs(m));
        const cents = (abs + 5n) / 10n;
        const expected = centsToFixed(m < 0 ? -cents : cents);
        expect(Money.of(m / 1000).toFixed()).toBe(expected);
      }),
    );
  });

  it('property: plus/minus are inverse and commutative', () => {
    const amount = fc.integer({ min: -1e12, max: 1e12 }).map((c) => c / 100);
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        expect(Money.of(a).plus(b).minus(b).eq(a)).toBe(true);
        expect(Money.of(a).plus(b).eq(Money.of(b).plus(a))).toBe(true);
        expect(Money.of(Money.of(a).toFixed()).eq(a)).toBe(true);
      }),
    );
  });
});
