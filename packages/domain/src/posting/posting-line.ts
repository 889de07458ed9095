import type { SystemAccountKey } from '../ledger/chart-of-accounts';
import { interBranchAmounts, type JournalLineDraft } from '../ledger/journal';
import { Money, type MoneyInput } from '../money';

/**
 * The account a posting line goes to: a system account by its key (the server finds the company's
 * account), or a ledger account the document names by id (a bank account's, a bill line's expense).
 */
export type AccountRef = { key: SystemAccountKey } | { id: string };

/** One line a posting rule returns: an account, a branch, one side's amount (KES, 2 decimals). */
export interface PostingLine {
  account: AccountRef;
  branchId: string;
  debit: Money;
  credit: Money;
  description?: string | undefined;
  /** The customer or supplier a receivable, payable or customer credit line belongs to. */
  contactId?: string | undefined;
}

/** The optional parts of a line: what it says and whose balance it moves. */
export interface LineNotes {
  description?: string | undefined;
  contactId?: string | undefined;
}

const notes = (n: LineNotes) => ({
  ...(n.description !== undefined && { description: n.description }),
  ...(n.contactId !== undefined && { contactId: n.contactId }),
});

/** A debit of `amount` (rounded half-up to 2 decimals) on `account` in `branchId`. */
export function debit(
  account: AccountRef,
  branchId: string,
  amount: MoneyInput,
  n: LineNotes = {},
): PostingLine {
  return { account, branchId, debit: Money.of(amount).round(), credit: Money.zero(), ...notes(n) };
}

/** A credit of `amount` (rounded half-up to 2 decimals) on `account` in `branchId`. */
export function credit(
  account: AccountRef,
  branchId: string,
  amount: MoneyInput,
  n: LineNotes = {},
): PostingLine {
  return { account, branchId, debit: Money.zero(), credit: Money.of(amount).round(), ...notes(n) };
}

/** A debit for a positive `amount`, a credit of its size for a negative one. */
export function signedLine(
  account: AccountRef,
  branchId: string,
  amount: MoneyInput,
  n: LineNotes = {},
): PostingLine {
  const value = Money.of(amount);
  return value.isNegative() ? credit(account, branchId, value.abs(), n) : debit(account, branchId, value, n);
}

/** The lines that move something: a zero amount posts nothing. */
export function withoutZeroLines(lines: readonly PostingLine[]): PostingLine[] {
  return lines.filter((l) => !l.debit.isZero() || !l.credit.isZero());
}

/**
 * The lines followed by what balances them per branch: one line on the inter-branch account in each
 * branch that gives (debit) or receives (credit) value (see `interBranchAmounts`). Every rule whose
 * lines may sit in several branches ends here, so inter-branch lines come from one place.
 */
export function balancedPerBranch(lines: readonly PostingLine[]): PostingLine[] {
  const account: AccountRef = { key: 'inter_branch' };
  return [
    ...lines,
    ...interBranchAmounts(lines).map((a) => ({
      account,
      branchId: a.branchId,
      debit: Money.of(a.debit),
      credit: Money.of(a.credit),
      description: 'Inter-branch',
    })),
  ];
}

/** The system account keys the lines name, each once (what the server looks up). */
export function accountKeys(lines: readonly PostingLine[]): SystemAccountKey[] {
  return [...new Set(lines.flatMap((l) => ('key' in l.account ? [l.account.key] : [])))];
}

/** The lines as journal lines, each system account replaced by the company's account id. */
export function resolveAccounts(
  lines: readonly PostingLine[],
  idOf: (key: SystemAccountKey) => string,
): JournalLineDraft[] {
  return lines.map(({ account, ...line }) => ({
    ...line,
    accountId: 'key' in account ? idOf(account.key) : account.id,
  }));
}
