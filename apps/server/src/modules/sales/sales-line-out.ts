import type { invoiceLines } from '@tawi/db';
import type { TaxCategoryCode } from '@tawi/domain';

/** The columns every stored sales document line has (invoice, estimate, sales order, credit note). */
type StoredSalesLine = Pick<
  typeof invoiceLines.$inferSelect,
  | 'lineNo'
  | 'productId'
  | 'description'
  | 'qty'
  | 'unitPrice'
  | 'discount'
  | 'taxCategory'
  | 'priceIncludesTax'
  | 'amount'
  | 'taxAmount'
  | 'lineTotal'
>;

/** A stored sales document line as the API shows it: its figures as numbers. */
export function salesLineOut(l: StoredSalesLine) {
  return {
    lineNo: l.lineNo,
    productId: l.productId,
    description: l.description,
    qty: Number(l.qty),
    unitPrice: Number(l.unitPrice),
    discount: Number(l.discount),
    taxCategory: l.taxCategory as TaxCategoryCode,
    priceIncludesTax: l.priceIncludesTax,
    amount: Number(l.amount),
    taxAmount: Number(l.taxAmount),
    lineTotal: Number(l.lineTotal),
  };
}
