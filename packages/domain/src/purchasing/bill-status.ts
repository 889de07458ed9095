import { Money, type MoneyInput } from '../money';

export const BILL_STATUSES = ['Unpaid', 'PaidPartially', 'Paid', 'Overdue', 'Void'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];
/** What is stored; Overdue is computed from the due date when it is read. */
export type StoredBillStatus = Exclude<BillStatus, 'Overdue'>;

/** The stored status after a payment change: Paid, PaidPartially or Unpaid by what is paid. */
export function paidStatus(total: MoneyInput, paid: MoneyInput): StoredBillStatus {
  const p = Money.of(paid);
  if (p.gte(total) && Money.of(total).isPositive()) return 'Paid';
  return p.isPositive() ? 'PaidPartially' : 'Unpaid';
}

/**
 * The status shown: Void and Paid as stored; otherwise Overdue once the due date has passed
 * (`today` after `dueDate`, both company days), else the stored Unpaid or PaidPartially.
 */
export function billStatus(stored: StoredBillStatus, dueDate: string, today: string): BillStatus {
  if (stored === 'Void' || stored === 'Paid') return stored;
  return today > dueDate ? 'Overdue' : stored;
}

/** What is still owed on a bill (never below zero). */
export function outstanding(total: MoneyInput, paid: MoneyInput): Money {
  const left = Money.of(total).minus(paid);
  return left.isNegative() ? Money.zero() : left;
}
