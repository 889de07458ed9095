import type { MoneyInput } from '../money';
import { credit, debit, type PostingLine } from './posting-line';

/** Money paid to a supplier out of a bank, cash or M-Pesa account. */
export interface SupplierPaymentToPost {
  number: string;
  branchId: string;
  supplierId: string;
  /** The ledger account of the bank, cash or M-Pesa account the money leaves. */
  bankLedgerAccountId: string;
  amount: MoneyInput;
}

/** A supplier payment: the supplier's accounts payable debited, the bank, cash or M-Pesa account credited. */
export function supplierPaymentPosting(payment: SupplierPaymentToPost): PostingLine[] {
  const { number: n, branchId: b } = payment;
  return [
    debit({ key: 'accounts_payable' }, b, payment.amount, { description: n, contactId: payment.supplierId }),
    credit({ id: payment.bankLedgerAccountId }, b, payment.amount, { description: n }),
  ];
}

/**
 * A supplier payment undone, all of it (`void`) or the part the supplier gave back (`refund`): the
 * money comes back into the bank, cash or M-Pesa account (debited) and the supplier is owed it again
 * (accounts payable credited).
 */
export function supplierPaymentReversalPosting(
  reversal: SupplierPaymentToPost & { kind: 'refund' | 'void' },
): PostingLine[] {
  const b = reversal.branchId;
  const description = `${reversal.kind === 'refund' ? 'Refund' : 'Void'} ${reversal.number}`;
  return [
    debit({ id: reversal.bankLedgerAccountId }, b, reversal.amount, { description }),
    credit({ key: 'accounts_payable' }, b, reversal.amount, { description, contactId: reversal.supplierId }),
  ];
}
