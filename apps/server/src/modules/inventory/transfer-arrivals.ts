import type { TransferReceive } from '@tawi/contracts';
import { type Executor, transferItems } from '@tawi/db';
import { Money } from '@tawi/domain';
import { eq } from 'drizzle-orm';
import { fieldError } from '../../platform/app-error';
import { ofCompany } from '../../platform/company-rows';

type ItemRow = typeof transferItems.$inferSelect;

/** Part of a line arriving (or returning, or written off): its quantity and the value it carries. */
export interface Portion {
  item: ItemRow;
  qty: string;
  value: string;
}

/** What of a line has arrived or been written off so far. */
export const arrivedOf = (item: ItemRow) => Money.of(item.receivedQty).plus(item.writtenOffQty);
/** What of a line is still on the way. */
export const inTransitOf = (item: ItemRow) => Money.of(item.qty).minus(arrivedOf(item));

/**
 * The value of `qty` of a line after `from` of it moved on: the line's value is split in
 * proportion, rounded to the cent cumulatively, so the portions of a line add up to its value.
 */
export function portion(item: ItemRow, from: Money, qty: Money): Portion {
  const upTo = (q: Money) =>
    q.gte(item.qty)
      ? Money.of(item.value ?? 0)
      : Money.of(item.value ?? 0)
          .times(q)
          .dividedBy(item.qty)
          .round();
  return { item, qty: qty.toFixed(3), value: upTo(from.plus(qty)).minus(upTo(from)).toFixed() };
}

/**
 * What arrives now per line: everything still in transit without `lines`; else each line's
 * received and written-off quantities, at most what is in transit (422 naming the line).
 */
export function arrivals(items: ItemRow[], lines: TransferReceive['lines']) {
  const byProduct = new Map((lines ?? []).map((l, i) => [l.productId, { ...l, i }]));
  for (const [productId, line] of byProduct) {
    if (!items.some((item) => item.productId === productId))
      throw fieldError(`lines.${line.i}.productId`, 'Not on this transfer');
  }
  return items.map((item) => {
    const received = arrivedOf(item);
    const inTransit = inTransitOf(item);
    const line = byProduct.get(item.productId);
    const receive = lines ? Money.of(line?.qty ?? 0) : inTransit;
    const lost = Money.of(line?.writeOff ?? 0);
    if (line && receive.plus(lost).gt(inTransit))
      throw fieldError(
        `lines.${line.i}.qty`,
        `${item.sku}: only ${inTransit.toNumber()} still in transit (received and written off together)`,
      );
    return { item, received, receive, writeOff: lost, left: inTransit.minus(receive).minus(lost) };
  });
}

/** The received and written-off quantities added to the lines (with the reason of a write-off). */
export async function saveArrivals(
  tx: Executor,
  companyId: string,
  wanted: ReturnType<typeof arrivals>,
  reason: string | null | undefined,
) {
  for (const w of wanted) {
    if (w.receive.isZero() && w.writeOff.isZero()) continue;
    await tx
      .update(transferItems)
      .set({
        receivedQty: Money.of(w.item.receivedQty).plus(w.receive).toFixed(3),
        writtenOffQty: Money.of(w.item.writtenOffQty).plus(w.writeOff).toFixed(3),
        ...(w.writeOff.isPositive() && { writeOffReason: reason ?? null }),
      })
      .where(ofCompany(transferItems, companyId, eq(transferItems.id, w.item.id)));
  }
}
