import { z } from 'zod';

/**
 * Money in requests (API.md): a number in KES with at most 2 decimals, never a string, NaN or Infinity.
 * Every money field of the contracts is built here from one base; the variants differ only in their sign
 * and in the largest amount the area takes.
 */
export const MONEY_LIMITS = {
  /** A salary, an allowance, a PAYE input: a month's pay of one employee. */
  pay: 1e11,
  /** A price, a discount, a credit limit, a document's payment or allocation. */
  document: 1e12,
  /** A journal line, a bank transfer, an opening or a statement balance. */
  ledger: 1e13,
} as const;

export const MONEY_MESSAGES = {
  decimals: 'At most 2 decimals',
  negative: 'Cannot be negative',
  notPositive: 'Must be more than zero',
} as const;

type Sign = 'non-negative' | 'positive' | 'signed';

/** The one base: a finite number of whole cents of the given sign, up to `max` (either way when signed). */
function amount(sign: Sign, max: number) {
  const number = z.number();
  const signed =
    sign === 'positive'
      ? number.positive(MONEY_MESSAGES.notPositive)
      : sign === 'non-negative'
        ? number.min(0, MONEY_MESSAGES.negative)
        : number.min(-max);
  return signed.max(max).multipleOf(0.01, MONEY_MESSAGES.decimals);
}

/** 0 or more, up to `max`. */
export const moneyUpTo = (max: number) => amount('non-negative', max);
/** More than 0, up to `max`: a payment, an allocation, a transfer. */
export const positiveMoneyUpTo = (max: number) => amount('positive', max);
/** Either sign, up to `max` either way: a balance. */
export const signedMoneyUpTo = (max: number) => amount('signed', max);

/** A price, a discount, a credit limit, a payment's part: 0 or more. */
export const money = moneyUpTo(MONEY_LIMITS.document);
/** A payment or an allocation to a document: more than 0. */
export const positiveMoney = positiveMoneyUpTo(MONEY_LIMITS.document);
/** A monthly pay figure of one employee: 0 or more. */
export const payMoney = moneyUpTo(MONEY_LIMITS.pay);
/** A debit or a credit of a journal line: 0 or more. */
export const ledgerMoney = moneyUpTo(MONEY_LIMITS.ledger);
/** Money moved between accounts, a statement entry: more than 0. */
export const positiveLedgerMoney = positiveMoneyUpTo(MONEY_LIMITS.ledger);
/** An opening or a statement balance: either sign. */
export const signedLedgerMoney = signedMoneyUpTo(MONEY_LIMITS.ledger);
