import { type AgingBucket, agingBucket } from '../constants';
import { Money, type MoneyInput } from '../money';

export const INVOICE_STATUSES = ['Draft', 'Unpaid', 'PaidPartially', 'Paid', 'Overdue', 'Void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** What is stored; Overdue is computed from the due date when it is read. */
export type StoredInvoiceStatus = Exclude<InvoiceStatus, 'Overdue'>;

/**
 * The stored status of an issued invoice after a receipt or credit: Paid once receipts and credits
 * cover the total, PaidPartially when something is settled, else Unpaid.
 */
export function settledStatus(total: MoneyInput, settled: MoneyInput): StoredInvoiceStatus {
  const s = Money.of(settled);
  if (s.gte(total)) return 'Paid';
  return s.isPositive() ? 'PaidPartially' : 'Unpaid';
}

/** The status shown: Overdue once an Unpaid or PaidPartially invoice's due date has passed. */
export function invoiceStatus(stored: StoredInvoiceStatus, dueDate: string, today: string): InvoiceStatus {
  if (stored !== 'Unpaid' && stored !== 'PaidPartially') return stored;
  return today > dueDate ? 'Overdue' : stored;
}

/** What the customer still owes on an invoice: total less receipts and credits, never below zero. */
export function invoiceOutstanding(total: MoneyInput, paid: MoneyInput, credited: MoneyInput = 0): Money {
  const left = Money.of(total).minus(paid).minus(credited);
  return left.isNegative() ? Money.zero() : left;
}

/** The receivables-aging report's field for each aging bucket (API.md). */
export const AGING_KEYS = {
  Current: 'current',
  '1-30 Days': 'days1to30',
  '31-60 Days': 'days31to60',
  '61-90 Days': 'days61to90',
  'Over 90 Days': 'over90',
} as const satisfies Record<AgingBucket, string>;
export type AgingKey = (typeof AGING_KEYS)[AgingBucket];

/** The aging field of an amount by days past its due date (not yet due: current). */
export function agingKey(daysPastDue: number): AgingKey {
  return AGING_KEYS[agingBucket(daysPastDue)];
}

/** Whole days from `dueDate` to `asOf` (both YYYY-MM-DD); negative when not yet due. */
export function daysPastDue(dueDate: string, asOf: string): number {
  return Math.round((Date.parse(`${asOf}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000);
}

/** The aging figures of a list of open documents: each bucket's sum, and the total (to the cent). */
export type AgingTotals = Record<AgingKey | 'total', number>;

/**
 * Open amounts (an invoice's or a bill's, with its due date) summed into the five buckets by days past
 * due as of `asOf`, and their total: the receivables and payables agings both read it.
 */
export function agingTotals(
  open: readonly { dueDate: string; outstanding: MoneyInput }[],
  asOf: string,
): AgingTotals {
  const sums = new Map<AgingKey, Money>(Object.values(AGING_KEYS).map((k) => [k, Money.zero()]));
  let total = Money.zero();
  for (const { dueDate, outstanding } of open) {
    const key = agingKey(daysPastDue(dueDate, asOf));
    sums.set(key, (sums.get(key) ?? Money.zero()).plus(outstanding));
    total = total.plus(outstanding);
  }
  const buckets = Object.fromEntries([...sums].map(([k, v]) => [k, v.toNumber()]));
  return { ...buckets, total: total.toNumber() } as AgingTotals;
}
