import { Money, type MoneyInput } from '../money';

export const PURCHASE_ORDER_STATUSES = ['Pending', 'Partially Received', 'Received', 'Canceled'] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

export interface OrderedLine {
  qty: MoneyInput;
  receivedQty: MoneyInput;
}

/**
 * The status of an order from its lines: Received when every line is fully received, Partially
 * Received when some quantity is, Pending when none is. (The old system tested "receivedQty of 0 or
 * more" for Partially Received, so Pending was unreachable: that defect is fixed here.)
 */
export function purchaseOrderStatus(lines: readonly OrderedLine[]): Exclude<PurchaseOrderStatus, 'Canceled'> {
  if (lines.length > 0 && lines.every((l) => Money.of(l.receivedQty).gte(l.qty))) return 'Received';
  if (lines.some((l) => Money.of(l.receivedQty).isPositive())) return 'Partially Received';
  return 'Pending';
}

export interface IncomingLine {
  itemId: string;
  qty: MoneyInput;
}

export type IncomingProblem =
  | { kind: 'items-not-found' }
  | { kind: 'unknown-item'; itemId: string }
  | { kind: 'exceeds-ordered'; itemId: string; ordered: number; received: number; incoming: number };

/**
 * Checks a goods receipt against the order, lines matched by itemId: the order must have lines,
 * every incoming line must be one of them, and already received + now received must not exceed
 * the ordered quantity (the same item twice in one receipt counts together). Null when it fits.
 */
export function checkIncoming(
  ordered: ReadonlyArray<OrderedLine & { itemId: string }>,
  incoming: readonly IncomingLine[],
): IncomingProblem | null {
  if (ordered.length === 0) return { kind: 'items-not-found' };
  const now = new Map<string, Money>();
  for (const line of incoming) {
    if (!ordered.some((o) => o.itemId === line.itemId)) return { kind: 'unknown-item', itemId: line.itemId };
    now.set(line.itemId, (now.get(line.itemId) ?? Money.zero()).plus(line.qty));
  }
  for (const [itemId, qty] of now) {
    const line = ordered.find((o) => o.itemId === itemId);
    if (line && Money.of(line.receivedQty).plus(qty).gt(line.qty)) {
      return {
        kind: 'exceeds-ordered',
        itemId,
        ordered: Number(Money.of(line.qty).toFixed(3)),
        received: Number(Money.of(line.receivedQty).toFixed(3)),
        incoming: Number(qty.toFixed(3)),
      };
    }
  }
  return null;
}
