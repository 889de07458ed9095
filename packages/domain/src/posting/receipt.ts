import { Money, type MoneyInput } from '../money';
import { credit, debit, type PostingLine, withoutZeroLines } from './posting-line';

/** Money received from a customer into a bank, cash or M-Pesa account: what a receipt and its void post. */
export interface ReceivedMoney {
  /** The receipt's number. */
  number: string;
  branchId: string;
  customerId: string;
  /** The ledger account of the bank, cash or M-Pesa account the money comes into. */
  bankLedgerAccountId: string;
  amount: MoneyInput;
}

/** A customer receipt being posted. */
export interface ReceiptToPost extends ReceivedMoney {
  /** The part allocated to the customer's invoices; the rest becomes customer credit. */
  allocated: MoneyInput;
  /** VAT the customer withheld (a withholding agent): settles its invoices like money, claimed from KRA. */
  vatWithheld?: MoneyInput;
}

/**
 * A customer receipt: the bank, cash or M-Pesa account debited with the amount, withholding VAT
 * receivable with the VAT the customer withheld; the customer's receivable credited by what went to
 * invoices, customer credits by what is left over (an overpayment or a payment on account). Zero
 * lines are left out.
 */
export function receiptPosting(receipt: ReceiptToPost): PostingLine[] {
  const { number: n, branchId: b, customerId: contactId } = receipt;
  const withheld = Money.of(receipt.vatWithheld ?? 0);
  const unallocated = Money.of(receipt.amount).plus(withheld).minus(receipt.allocated);
  return withoutZeroLines([
    debit({ id: receipt.bankLedgerAccountId }, b, receipt.amount, { description: n }),
    debit({ key: 'vat_withholding_receivable' }, b, withheld, { description: `VAT withheld on ${n}` }),
    credit({ key: 'accounts_receivable' }, b, receipt.allocated, { description: n, contactId }),
    credit({ key: 'customer_credits' }, b, unallocated, { description: `Credit from ${n}`, contactId }),
  ]);
}
