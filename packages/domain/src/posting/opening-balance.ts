import { Money, type MoneyInput } from '../money';
import { credit, debit, type PostingLine } from './posting-line';

/** The balance a new bank, cash or M-Pesa account starts with. */
export interface OpeningBalanceToPost {
  branchId: string;
  /** The new account's ledger account. */
  ledgerAccountId: string;
  /** Signed: negative for an overdrawn bank account. */
  amount: MoneyInput;
}

/**
 * An account's opening balance against opening balance equity: a positive balance debits the
 * account, a negative one (an overdraft) credits it. Nothing for a zero balance.
 */
export function openingBalancePosting(opening: OpeningBalanceToPost): PostingLine[] {
  const amount = Money.of(opening.amount);
  if (amount.isZero()) return [];
  const b = opening.branchId;
  const account = { id: opening.ledgerAccountId };
  const equity = { key: 'opening_balance_equity' } as const;
  return amount.isPositive()
    ? [debit(account, b, amount), credit(equity, b, amount)]
    : [debit(equity, b, amount.abs()), credit(account, b, amount.abs())];
}
