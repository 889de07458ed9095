import type { MoneyInput } from '../money';
import { credit, debit, type PostingLine, withoutZeroLines } from './posting-line';
import { inventoryValueLines } from './stock-value';

/** A credit note against an invoice: what it credits, where that goes, and the stock it takes back. */
export interface CreditNoteToPost {
  number: string;
  branchId: string;
  customerId: string;
  /** Sales credited before VAT. */
  subtotal: MoneyInput;
  /** VAT output credited. */
  taxTotal: MoneyInput;
  /** The part of the note's total that goes to the invoice (at most what it still owes). */
  applied: MoneyInput;
  /** The rest of the total, held as customer credit. */
  excess: MoneyInput;
  /** The cost the returned goods come back at (0 when no stock returns). */
  returnedCost: MoneyInput;
}

/**
 * A credit note: sales returns and VAT output debited; the customer's receivable credited by what
 * goes to the invoice and customer credits by the excess; returned goods back into inventory at
 * their cost against cost of sales. Zero lines are left out.
 */
export function creditNotePosting(note: CreditNoteToPost): PostingLine[] {
  const { number: n, branchId: b, customerId } = note;
  return withoutZeroLines([
    debit({ key: 'sales_returns' }, b, note.subtotal, { description: n }),
    debit({ key: 'vat_output' }, b, note.taxTotal, { description: `VAT on ${n}` }),
    credit({ key: 'accounts_receivable' }, b, note.applied, { description: n, contactId: customerId }),
    credit({ key: 'customer_credits' }, b, note.excess, {
      description: `Credit from ${n}`,
      contactId: customerId,
    }),
    ...inventoryValueLines({
      branchId: b,
      counter: { key: 'cost_of_sales' },
      value: note.returnedCost,
      description: `Goods returned on ${n}`,
    }),
  ]);
}
