import type { MoneyInput } from '../money';
import { credit, debit, type PostingLine } from './posting-line';

/** Held customer credit (a receipt's remainder, a credit note's unapplied part) used on invoices. */
export interface CreditAppliedToPost {
  branchId: string;
  customerId: string;
  amount: MoneyInput;
  /** What the use says, e.g. 'Credit applied to INV-0003'. */
  description: string;
}

/**
 * Customer credit used on invoices: customer credits debited ('Credit used'), the customer's
 * receivable credited; both lines the customer's.
 */
export function creditAppliedPosting(use: CreditAppliedToPost): PostingLine[] {
  const { branchId: b, customerId: contactId } = use;
  return [
    debit({ key: 'customer_credits' }, b, use.amount, { description: 'Credit used', contactId }),
    credit({ key: 'accounts_receivable' }, b, use.amount, { description: use.description, contactId }),
  ];
}
