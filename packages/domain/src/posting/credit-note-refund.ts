import type { MoneyInput } from '../money';
import { credit, debit, type PostingLine } from './posting-line';

/** Money paid back to a customer out of a credit note's unapplied part. */
export interface CreditNoteRefundToPost {
  /** The credit note's number. */
  number: string;
  branchId: string;
  customerId: string;
  /** The ledger account of the bank, cash or M-Pesa account the money leaves. */
  bankLedgerAccountId: string;
  amount: MoneyInput;
}

/** A credit note refund: the customer's credit debited, the bank, cash or M-Pesa account credited. */
export function creditNoteRefundPosting(refund: CreditNoteRefundToPost): PostingLine[] {
  const { number: n, branchId: b } = refund;
  return [
    debit({ key: 'customer_credits' }, b, refund.amount, {
      description: `Refund of ${n}`,
      contactId: refund.customerId,
    }),
    credit({ id: refund.bankLedgerAccountId }, b, refund.amount, { description: n }),
  ];
}
