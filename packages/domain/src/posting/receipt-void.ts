import type { MoneyInput } from '../money';
import { credit, debit, type PostingLine, withoutZeroLines } from './posting-line';
import type { ReceivedMoney } from './receipt';

/** A customer receipt being voided, with what it paid and what of it is still held as credit. */
export interface ReceiptVoidToPost extends ReceivedMoney {
  /** What it paid on invoices: its own allocations and later uses of its credit. */
  allocated: MoneyInput;
  /** Its credit still unused. */
  unallocated: MoneyInput;
  /** The VAT the customer withheld on it: no longer claimed. */
  vatWithheld?: MoneyInput;
}

/**
 * Voiding a receipt: the customer's receivable debited by what it paid on invoices (they owe it
 * again) and customer credits by its unused credit; the bank, cash or M-Pesa account credited with
 * the amount, withholding VAT receivable with the VAT withheld on it. Zero lines are left out.
 */
export function receiptVoidPosting(receipt: ReceiptVoidToPost): PostingLine[] {
  const b = receipt.branchId;
  const n = { description: `Void of ${receipt.number}` };
  const customer = { ...n, contactId: receipt.customerId };
  return withoutZeroLines([
    debit({ key: 'accounts_receivable' }, b, receipt.allocated, customer),
    debit({ key: 'customer_credits' }, b, receipt.unallocated, customer),
    credit({ id: receipt.bankLedgerAccountId }, b, receipt.amount, n),
    credit({ key: 'vat_withholding_receivable' }, b, receipt.vatWithheld ?? 0, n),
  ]);
}
