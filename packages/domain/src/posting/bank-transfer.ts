import type { MoneyInput } from '../money';
import { balancedPerBranch, credit, debit, type PostingLine } from './posting-line';

/** A bank, cash or M-Pesa account as a transfer sees it: its ledger account and its branch. */
export interface MoneyAccountRef {
  ledgerAccountId: string;
  branchId: string;
}

/** Money moved between two of the company's own accounts (cash banked, M-Pesa swept to the bank). */
export interface BankTransferToPost {
  from: MoneyAccountRef;
  to: MoneyAccountRef;
  amount: MoneyInput;
  description: string;
}

/**
 * A transfer between own accounts: the receiving account debited, the paying one credited; when
 * they belong to two branches, each branch's side passes through the inter-branch account (the
 * paying branch is owed the amount, the receiving one owes it).
 */
export function bankTransferPosting(transfer: BankTransferToPost): PostingLine[] {
  const { from, to, amount, description } = transfer;
  return balancedPerBranch([
    debit({ id: to.ledgerAccountId }, to.branchId, amount, { description }),
    credit({ id: from.ledgerAccountId }, from.branchId, amount, { description }),
  ]);
}
