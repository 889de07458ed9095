import { Money } from '@tawi/domain';
import { z } from 'zod';
import { formatKes } from '../format';

/**
 * Allocation boxes: one per open document (invoice or bill) of a receipt, payment or credit, each
 * empty or at most what the document owes.
 */

/** A box's figure as money: anything but a finite number counts as nothing. */
export const amountOf = (v: unknown): Money =>
  typeof v === 'number' && Number.isFinite(v) ? Money.of(v) : Money.zero();

/** A box's amount under the contract's rule, where empty (or 0) means "nothing on this document". */
export const boxAmount = <T extends z.ZodType>(contractAmount: T) =>
  z.preprocess((v) => (v === 0 || v === null || v === '' ? undefined : v), contractAmount.optional());

/** The box holds no more than its document owes (or nothing). */
export const fitsOutstanding = (box: { amount?: number | undefined; outstanding: number }) =>
  box.amount === undefined || Money.of(box.amount).lte(box.outstanding);

/** The refinement's options: the message (given what is owed, as KES) under the box's amount. */
export const overOutstanding = (message: (outstanding: string) => string) => ({
  path: ['amount'],
  error: (issue: { input?: unknown }) =>
    message(formatKes((issue.input as { outstanding: number }).outstanding)),
});

/** The boxes added up exactly. */
export function allocatedTotal(boxes: ReadonlyArray<{ amount?: unknown }>): Money {
  return Money.sum(boxes.map((b) => amountOf(b.amount)));
}

/** The amount spread over the documents in their order (oldest due first), each up to what it owes. */
export function allocateInOrder(
  amount: unknown,
  boxes: ReadonlyArray<{ outstanding: number }>,
): Array<number | undefined> {
  let left = amountOf(amount);
  return boxes.map((b) => {
    if (!left.isPositive()) return undefined;
    const take = left.lt(b.outstanding) ? left : Money.of(b.outstanding);
    left = left.minus(take);
    return take.toNumber();
  });
}
