import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ledgerMoney,
  MONEY_LIMITS,
  money,
  payMoney,
  positiveLedgerMoney,
  positiveMoney,
  signedLedgerMoney,
} from './money';

/** The message the API puts in details.fields (the first issue), null when the value is taken. */
const problem = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? 'invalid');
};

describe('money (0 or more)', () => {
  it('takes whole shillings, cents and 0, as numbers', () => {
    for (const n of [0, 1, 1160.5, 0.01, 99.99, 1234567.89, MONEY_LIMITS.document]) {
      expect(money.parse(n)).toBe(n);
    }
  });

  it('refuses a third decimal, a negative amount and more than the limit', () => {
    expect(problem(money, 1.005)).toBe('At most 2 decimals');
    expect(problem(money, 0.001)).toBe('At most 2 decimals');
    expect(problem(money, -0.01)).toBe('Cannot be negative');
    expect(problem(money, -5)).toBe('Cannot be negative');
    expect(problem(money, MONEY_LIMITS.document + 1)).not.toBeNull();
  });

  it('refuses strings, NaN, Infinity, null and booleans', () => {
    for (const bad of [
      '100',
      '',
      '1e3',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      null,
      true,
    ]) {
      expect(money.safeParse(bad).success).toBe(false);
    }
  });
});

describe('positive money', () => {
  it('takes a cent and more', () => {
    expect(positiveMoney.parse(0.01)).toBe(0.01);
    expect(positiveLedgerMoney.parse(5000)).toBe(5000);
  });

  it('refuses 0 and negatives with one sentence, and a third decimal', () => {
    for (const schema of [positiveMoney, positiveLedgerMoney]) {
      expect(problem(schema, 0)).toBe('Must be more than zero');
      expect(problem(schema, -10)).toBe('Must be more than zero');
      expect(problem(schema, 10.123)).toBe('At most 2 decimals');
    }
  });
});

describe('signed ledger money', () => {
  it('takes either sign up to the ledger limit either way', () => {
    expect(signedLedgerMoney.parse(-1500.25)).toBe(-1500.25);
    expect(signedLedgerMoney.parse(-MONEY_LIMITS.ledger)).toBe(-MONEY_LIMITS.ledger);
    expect(signedLedgerMoney.parse(MONEY_LIMITS.ledger)).toBe(MONEY_LIMITS.ledger);
    expect(problem(signedLedgerMoney, -MONEY_LIMITS.ledger - 1)).not.toBeNull();
    expect(problem(signedLedgerMoney, -0.005)).toBe('At most 2 decimals');
  });
});

describe('the limits of each area', () => {
  it('pay < document < ledger, each refusing the next cent', () => {
    const cases: [z.ZodType, number][] = [
      [payMoney, MONEY_LIMITS.pay],
      [money, MONEY_LIMITS.document],
      [ledgerMoney, MONEY_LIMITS.ledger],
    ];
    for (const [schema, max] of cases) {
      expect(problem(schema, max)).toBeNull();
      expect(problem(schema, max + 0.01)).not.toBeNull();
    }
    expect(MONEY_LIMITS.pay).toBeLessThan(MONEY_LIMITS.document);
    expect(MONEY_LIMITS.document).toBeLessThan(MONEY_LIMITS.ledger);
  });

  it('keeps float sums that are whole cents (0.1 + 0.2)', () => {
    expect(problem(money, 0.1 + 0.2)).toBeNull();
    expect(problem(money, 19.99 * 3)).toBeNull();
  });
});
