import { Money, type MoneyInput } from '../money';
import { type AccountRef, credit, debit, type PostingLine, withoutZeroLines } from './posting-line';

/** A debit of a bill before VAT: goods into inventory, or a bill line's expense account. */
export interface BillDebit {
  account: AccountRef;
  amount: MoneyInput;
  /** The VAT on this debit: part of its cost when the company claims no input VAT. */
  tax?: MoneyInput;
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
  /**
   * False when the company is not VAT-registered on the bill's date (chargesVat): it cannot claim
   * the VAT back (VAT Act 2013 s.17: input tax is deductible by a registered person only), so each
   * debit carries its own VAT as cost (stock or expense) and no VAT input is posted. Default true.
   */
  claimsInputVat?: boolean;
}

/**
 * A supplier bill: each debit (inventory or expense) and the VAT as VAT input, against the
 * supplier's accounts payable for the total. Zero debits and a zero VAT are left out.
 */
export function billPosting(bill: BillToPost): PostingLine[] {
  const { number: n, branchId: b } = bill;
  const claims = bill.claimsInputVat ?? true;
  const cost = (d: BillDebit) => (claims ? d.amount : Money.of(d.amount).plus(d.tax ?? 0));
  return [
    ...withoutZeroLines([
      ...bill.debits.map((d) => debit(d.account, b, cost(d), { description: d.description })),
      debit({ key: 'vat_input' }, b, claims ? bill.taxTotal : 0, { description: `VAT on ${n}` }),
    ]),
    credit({ key: 'accounts_payable' }, b, bill.total, { description: n, contactId: bill.supplierId }),
  ];
}
