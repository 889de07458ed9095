import type { MoneyInput } from '../money';
import { credit, debit, type PostingLine } from './posting-line';

/** A line of a bank, cash or M-Pesa statement the books lack (bank charges, interest, an M-Pesa fee). */
export interface StatementEntryToPost {
  branchId: string;
  /** The ledger account of the bank, cash or M-Pesa account reconciled. */
  bankLedgerAccountId: string;
  /** The other side: bank charges for a fee, other income for interest, ... */
  accountId: string;
  type: 'Deposit' | 'Withdrawal';
  amount: MoneyInput;
  description: string;
}

/**
 * A statement entry: a deposit debits the bank, cash or M-Pesa account and credits the other
 * account; a withdrawal the other way round.
 */
export function statementEntryPosting(entry: StatementEntryToPost): PostingLine[] {
  const { branchId: b, amount, description } = entry;
  const bank = { id: entry.bankLedgerAccountId };
  const other = { id: entry.accountId };
  return entry.type === 'Deposit'
    ? [debit(bank, b, amount, { description }), credit(other, b, amount, { description })]
    : [credit(bank, b, amount, { description }), debit(other, b, amount, { description })];
}
