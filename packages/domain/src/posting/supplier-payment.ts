import { Money, type MoneyInput } from '../money';
import { credit, debit, type PostingLine, withoutZeroLines } from './posting-line';

/** Money paid to a supplier out of a bank, cash or M-Pesa account. */
export interface SupplierPaymentToPost {
  number: string;
  branchId: string;
  supplierId: string;
  /** The ledger account of the bank, cash or M-Pesa account the money leaves. */
  bankLedgerAccountId: string;
  amount: MoneyInput;
  /** VAT withheld from the supplier (the company a withholding agent): settles the bill, owed to KRA. */
  vatWithheld?: MoneyInput;
}

/**
 * A supplier payment: the supplier's accounts payable debited with the money paid and the VAT
 * withheld; the bank, cash or M-Pesa account credited with the money, withholding VAT payable with
 * the VAT withheld. Zero lines are left out.
 */
export function supplierPaymentPosting(payment: SupplierPaymentToPost): PostingLine[] {
  const { number: n, branchId: b } = payment;
  const withheld = Money.of(payment.vatWithheld ?? 0);
  const settled = Money.of(payment.amount).plus(withheld);
  return withoutZeroLines([
    debit({ key: 'accounts_payable' }, b, settled, { description: n, contactId: payment.supplierId }),
    credit({ id: payment.bankLedgerAccountId }, b, payment.amount, { description: n }),
    credit({ key: 'vat_withheld_payable' }, b, withheld, { description: `VAT withheld on ${n}` }),
  ]);
}

/**
 * A supplier payment undone, all of it (`void`) or the part the supplier gave back (`refund`): the
 * money comes back into the bank, cash or M-Pesa account (debited), a void's VAT withheld is no
 * longer owed to KRA, and the supplier is owed it all again (accounts payable credited).
 */
export function supplierPaymentReversalPosting(
  reversal: SupplierPaymentToPost & { kind: 'refund' | 'void' },
): PostingLine[] {
  const b = reversal.branchId;
  const description = `${reversal.kind === 'refund' ? 'Refund' : 'Void'} ${reversal.number}`;
  const withheld = Money.of(reversal.vatWithheld ?? 0);
  const owed = Money.of(reversal.amount).plus(withheld);
  return withoutZeroLines([
    debit({ id: reversal.bankLedgerAccountId }, b, reversal.amount, { description }),
    debit({ key: 'vat_withheld_payable' }, b, withheld, { description }),
    credit({ key: 'accounts_payable' }, b, owed, { description, contactId: reversal.supplierId }),
  ]);
}
