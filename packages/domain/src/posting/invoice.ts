import { Money, type MoneyInput } from '../money';
import { credit, debit, type PostingLine, withoutZeroLines } from './posting-line';
import { inventoryValueLines } from './stock-value';

/** An invoice as it is issued: its totals (VAT computed per line by `documentTotals`) and the cost of its goods. */
export interface InvoiceToPost {
  number: string;
  branchId: string;
  customerId: string;
  /** Sales before VAT. */
  subtotal: MoneyInput;
  /** VAT output, every category's tax together. */
  taxTotal: MoneyInput;
  /** What the customer owes: subtotal + taxTotal. */
  total: MoneyInput;
  /** The value its stocked lines left the branch with (average cost); 0 for services. */
  cost: MoneyInput;
}

/**
 * Issuing an invoice: the customer's receivable for the total against sales and VAT output; the
 * goods' cost from inventory to cost of sales. Zero lines (no VAT, no goods) are left out.
 */
export function invoicePosting(invoice: InvoiceToPost): PostingLine[] {
  const { number: n, branchId: b } = invoice;
  return withoutZeroLines([
    debit({ key: 'accounts_receivable' }, b, invoice.total, {
      description: n,
      contactId: invoice.customerId,
    }),
    credit({ key: 'sales' }, b, invoice.subtotal, { description: n }),
    credit({ key: 'vat_output' }, b, invoice.taxTotal, { description: `VAT on ${n}` }),
    ...inventoryValueLines({
      branchId: b,
      counter: { key: 'cost_of_sales' },
      value: Money.of(invoice.cost).neg(),
      description: `Cost of ${n}`,
    }),
  ]);
}
