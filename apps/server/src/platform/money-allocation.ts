import { Money, type MoneyInput, withholdingVat } from '@tawi/domain';
import { inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError, fieldError } from './app-error';
import { isUuid } from './document-key';

/** The condition picking the documents `refs` name, each by id or by number (any case). */
export function idOrNumberIn(id: PgColumn, number: PgColumn, refs: readonly string[]): SQL | undefined {
  const ids = refs.filter(isUuid);
  return or(
    ids.length ? inArray(id, ids) : undefined,
    inArray(
      sql`upper(${number})`,
      refs.map((r) => r.toUpperCase()),
    ),
  );
}

/** For each ref, in order, the row it names by id or by number (any case), if any. */
export function rowsByRef<R extends { id: string }>(
  refs: readonly string[],
  rows: readonly R[],
  numberOf: (row: R) => string,
): (R | undefined)[] {
  return refs.map((ref) => rows.find((r) => r.id === ref || numberOf(r).toUpperCase() === ref.toUpperCase()));
}

/** How much money a receipt or payment puts on each document it settles. */
interface Allocation {
  amount: MoneyInput;
}

/**
 * Checks that the money allocated to each document (a document may be named twice) is at most what it
 * still owes: 422 `allocation-exceeds-outstanding`, the amount field `${list}.${i}.amount` named.
 */
export function assertAllocationsFit<D extends { id: string }>(
  allocations: readonly Allocation[],
  docs: readonly (D | undefined)[],
  of: { list: string; outstanding: (doc: D) => Money; number: (doc: D) => string },
): void {
  const owed = new Map<string, Money>();
  for (const doc of docs) if (doc) owed.set(doc.id, of.outstanding(doc));
  allocations.forEach((allocation, i) => {
    const doc = docs[i];
    if (!doc) return;
    const left = owed.get(doc.id) ?? Money.zero();
    if (Money.of(allocation.amount).gt(left)) {
      throw new AppError(
        'allocation-exceeds-outstanding',
        `${of.number(doc)} has only ${left.toFixed()} outstanding`,
        { fields: { [`${of.list}.${i}.amount`]: `At most ${left.toFixed()}` } },
      );
    }
    owed.set(doc.id, left.minus(allocation.amount));
  });
}

/**
 * The VAT withheld on a receipt or payment (0 when none), checked: only by a withholding VAT agent
 * (`assertAgent` throws otherwise) and at most 2% of the taxable value (subtotal) of the documents it
 * settles (KENYA.md, withholding VAT); `documents` names them in the message ("invoices", "bills").
 */
export async function checkedVatWithheld(
  amount: MoneyInput | undefined,
  paid: readonly { subtotal: string }[],
  documents: string,
  assertAgent: () => void | Promise<void>,
): Promise<Money> {
  const withheld = Money.of(amount ?? 0);
  if (withheld.isZero()) return withheld;
  await assertAgent();
  const most = withholdingVat(Money.sum(paid.map((d) => Money.of(d.subtotal))));
  if (withheld.gt(most))
    throw fieldError('vatWithheld', `At most ${most.toFixed()} (2% of the ${documents}' taxable value)`);
  return withheld;
}
