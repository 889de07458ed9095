import type { MoneyInput } from '../money';
import { type AccountRef, credit, debit, type PostingLine, withoutZeroLines } from './posting-line';

/** A debit of a bill before VAT: goods into inventory, or a bill line's expense account. */
export interface BillDebit {
  account: AccountRef;
  amount: MoneyInput;
  description: string;
}

/** A supplier bill: its lines' debits, its VAT and its total. */
export interface BillToPost {
  number: string;
  branchId: string;
  supplierId: string;
  debits: readonly BillDebit[];
  /** VAT on the bill: input VAT, claimed back in the VAT return. */
  taxTotal: MoneyInput;
  /** What the supplier is owed: the debits plus VAT. */
  total: MoneyInput;
}

/**
 * A supplier bill: each debit (inventory or expense) and the VAT as VAT input, against the
 * supplier's accounts payable for the total. Zero debits and a zero VAT are left out.
 */
export function billPosting(bill: BillToPost): PostingLine[] {
  const { number: n, branchId: b } = bill;
  return [
    ...withoutZeroLines([
      ...bill.debits.map((d) => debit(d.account, b, d.amount, { description: d.description })),
      debit({ key: 'vat_input' }, b, bill.taxTotal, { description: `VAT on ${n}` }),
    ]),
    credit({ key: 'accounts_payable' }, b, bill.total, { description: n, contactId: bill.supplierId }),
  ];
}
