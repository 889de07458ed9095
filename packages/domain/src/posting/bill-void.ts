import { Money, type MoneyInput } from '../money';
import { credit, debit, type PostingLine, signedLine, withoutZeroLines } from './posting-line';

/** A bill raised by a goods receipt, voided because the goods went back. */
export interface GoodsBillVoidToPost {
  /** The bill's number. */
  number: string;
  branchId: string;
  supplierId: string;
  /** The goods' value on the bill (before VAT): what they came into inventory at. */
  subtotal: MoneyInput;
  taxTotal: MoneyInput;
  total: MoneyInput;
  /** What the goods left the branch at now (average cost, which may have moved since). */
  leftAtAverage: MoneyInput;
  /** False when the bill claimed no input VAT (billPosting): the goods came in at the total, VAT included. */
  claimsInputVat?: boolean;
}

/**
 * Voiding a goods receipt's bill: the supplier's payable debited by the total; inventory credited by
 * the value the goods left at and VAT input by the bill's VAT; the difference between what they came
 * in at and what they left at goes to stock adjustments. Zero lines are left out.
 */
export function goodsBillVoidPosting(bill: GoodsBillVoidToPost): PostingLine[] {
  const { number: n, branchId: b } = bill;
  const claims = bill.claimsInputVat ?? true;
  const cameInAt = claims ? bill.subtotal : bill.total;
  const difference = Money.of(cameInAt).minus(bill.leftAtAverage);
  return withoutZeroLines([
    debit({ key: 'accounts_payable' }, b, bill.total, { description: n, contactId: bill.supplierId }),
    credit({ key: 'inventory' }, b, bill.leftAtAverage, { description: n }),
    credit({ key: 'vat_input' }, b, claims ? bill.taxTotal : 0, { description: n }),
    signedLine({ key: 'stock_adjustments' }, b, difference.neg(), {
      description: `${n}: goods left at average cost`,
    }),
  ]);
}
