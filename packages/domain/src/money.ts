import { Decimal } from 'decimal.js';

/**
 * Exact money arithmetic over decimal.js (never binary-float sums).
 *
 * Rounding choice: "half-up" is implemented as round half AWAY FROM ZERO
 * (decimal.js ROUND_HALF_UP), so 1.005 -> 1.01 and -1.005 -> -1.01.
 * Values are kept exact between operations; only `round()`, `toNumber()`,
 * `toFixed()` and `toString()` round to 2 decimals.
 */
const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -30, toExpPos: 40 });
type Dec = InstanceType<typeof D>;

const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

export type MoneyInput = number | string | Money;

function toDec(x: MoneyInput): Dec {
  if (x instanceof Money) return x.toDecimal();
  if (typeof x === 'number') {
    if (!Number.isFinite(x)) throw new RangeError(`Not a finite amount: ${x}`);
    return new D(x);
  }
  if (typeof x === 'string') {
    const s = x.trim();
    if (!NUMERIC.test(s)) throw new RangeError(`Not a numeric amount: '${x}'`);
    return new D(s);
  }
  throw new TypeError('Amount must be a number, a numeric string or Money');
}

export class Money {
  private readonly value: Dec;

  private constructor(value: Dec) {
    this.value = value;
  }

  static of(x: MoneyInput): Money {
    return x instanceof Money ? x : new Money(toDec(x));
  }

  static zero(): Money {
    return new Money(new D(0));
  }

  static sum(list: readonly MoneyInput[]): Money {
    return list.reduce<Money>((acc, x) => acc.plus(x), Money.zero());
  }

  /** The exact underlying decimal (a copy-safe immutable instance). */
  toDecimal(): Dec {
    return this.value;
  }

  plus(other: MoneyInput): Money {
    return new Money(this.value.plus(toDec(other)));
  }

  minus(other: MoneyInput): Money {
    return new Money(this.value.minus(toDec(other)));
  }

  times(n: MoneyInput): Money {
    return new Money(this.value.times(toDec(n)));
  }

  /** Exact up to 60 significant digits; throws on division by zero. */
  dividedBy(n: MoneyInput): Money {
    const d = toDec(n);
    if (d.isZero()) throw new RangeError('Division by zero');
    return new Money(this.value.dividedBy(d));
  }

  /** Half away from zero to 2 decimals. */
  round(): Money {
    return new Money(this.value.toDecimalPlaces(2, D.ROUND_HALF_UP));
  }

  neg(): Money {
    return new Money(this.value.negated());
  }

  abs(): Money {
    return new Money(this.value.abs());
  }

  isZero(): boolean {
    return this.value.isZero();
  }

  isNegative(): boolean {
    return !this.value.isZero() && this.value.isNegative();
  }

  isPositive(): boolean {
    return !this.value.isZero() && this.value.isPositive();
  }

  cmp(other: MoneyInput): -1 | 0 | 1 {
    const c = this.value.comparedTo(toDec(other));
    return c < 0 ? -1 : c > 0 ? 1 : 0;
  }

  eq(other: MoneyInput): boolean {
    return this.cmp(other) === 0;
  }

  gt(other: MoneyInput): boolean {
    return this.cmp(other) > 0;
  }

  gte(other: MoneyInput): boolean {
    return this.cmp(other) >= 0;
  }

  lt(other: MoneyInput): boolean {
    return this.cmp(other) < 0;
  }

  lte(other: MoneyInput): boolean {
    return this.cmp(other) <= 0;
  }

  /** Rounded to 2 decimals (half away from zero); never returns -0. */
  toNumber(): number {
    const n = this.round().value.toNumber();
    return n === 0 ? 0 : n;
  }

  /** Fixed-point string, 2 decimals by default ('1160.50'); never '-0.00'. */
  toFixed(decimals = 2): string {
    if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
      throw new RangeError(`Invalid decimals: ${decimals}`);
    }
    const r = this.value.toDecimalPlaces(decimals, D.ROUND_HALF_UP);
    return (r.isZero() ? new D(0) : r).toFixed(decimals);
  }

  toString(): string {
    return this.toFixed();
  }

  /** JSON carries money as a number with at most 2 decimals (API.md). */
  toJSON(): number {
    return this.toNumber();
  }
}

/** Half away from zero to 2 decimals, computed exactly: roundMoney(1.005) === 1.01. */
export function roundMoney(x: number | string): number {
  return Money.of(x).toNumber();
}
