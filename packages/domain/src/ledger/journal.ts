import { Money, type MoneyInput } from '../money';

/** One line of a journal entry as posting rules produce it (amounts in KES, one side only). */
export interface JournalLineDraft {
  accountId: string;
  branchId: string;
  debit: MoneyInput;
  credit: MoneyInput;
  description?: string | undefined;
  /** The supplier or customer a payable or receivable line belongs to (their balance reads these). */
  contactId?: string | undefined;
}

export interface EntryTotals {
  debit: Money;
  credit: Money;
}

/** Debits and credits differ: over the whole entry, or (with `branchId`) within one branch's lines. */
export class UnbalancedEntryError extends Error {
  constructor(
    readonly totals: EntryTotals,
    readonly branchId?: string,
  ) {
    super(
      `Journal entry does not balance${branchId ? ` in branch ${branchId}` : ''}: debits ${totals.debit.toFixed()} vs credits ${totals.credit.toFixed()}`,
    );
    this.name = 'UnbalancedEntryError';
  }
}

export class InvalidJournalLineError extends Error {}

/** Each line has exactly one positive side with at most 2 decimals (a draft may still not balance). */
export function checkLines(lines: readonly JournalLineDraft[]): void {
  if (lines.length < 2) throw new InvalidJournalLineError('A journal entry needs at least two lines');
  lines.forEach((line, i) => {
    const debit = Money.of(line.debit);
    const credit = Money.of(line.credit);
    if (debit.isNegative() || credit.isNegative())
      throw new InvalidJournalLineError(`Line ${i + 1}: negative amount`);
    if (debit.isZero() === credit.isZero()) {
      throw new InvalidJournalLineError(`Line ${i + 1}: give either a debit or a credit`);
    }
    if (!debit.round().eq(debit) || !credit.round().eq(credit)) {
      throw new InvalidJournalLineError(`Line ${i + 1}: at most 2 decimals`);
    }
  });
}

/** What any journal line has, whatever names its account: a branch and one side's amount. */
export interface BranchAmounts {
  branchId: string;
  debit: MoneyInput;
  credit: MoneyInput;
}

function totalsOf(lines: readonly BranchAmounts[]): EntryTotals {
  return { debit: Money.sum(lines.map((l) => l.debit)), credit: Money.sum(lines.map((l) => l.credit)) };
}

/** The entry's lines grouped by branch, in the order each branch first appears. */
function linesByBranch<L extends BranchAmounts>(lines: readonly L[]): Map<string, L[]> {
  const byBranch = new Map<string, L[]>();
  for (const line of lines) byBranch.set(line.branchId, [...(byBranch.get(line.branchId) ?? []), line]);
  return byBranch;
}

/**
 * Checks an entry before it is posted: well-formed lines, debits equal credits, and they do so within
 * every branch (branches are an accounting dimension: each branch's books balance on their own; value
 * that moves between branches passes through the inter-branch account, see `withInterBranchLines`).
 * Returns the totals.
 */
export function checkEntry(lines: readonly JournalLineDraft[]): EntryTotals {
  checkLines(lines);
  const totals = totalsOf(lines);
  if (!totals.debit.eq(totals.credit)) throw new UnbalancedEntryError(totals);
  for (const [branchId, mine] of linesByBranch(lines)) {
    const branch = totalsOf(mine);
    if (!branch.debit.eq(branch.credit)) throw new UnbalancedEntryError(branch, branchId);
  }
  return totals;
}

/**
 * What balances an entry per branch through the inter-branch account: for every branch whose lines
 * do not balance, the amount of its inter-branch line (a debit where the branch gave value, "due
 * from" the others; a credit where it received value, "due to" them), in the order the branches
 * first appear. Over the company these net to zero, since the entry balances as a whole. None for an
 * entry that is already balanced per branch, or that does not balance as a whole (`checkEntry`
 * refuses that one).
 */
export function interBranchAmounts(
  lines: readonly BranchAmounts[],
): { branchId: string; debit: number; credit: number }[] {
  const total = totalsOf(lines);
  if (!total.debit.eq(total.credit)) return [];
  const added: { branchId: string; debit: number; credit: number }[] = [];
  for (const [branchId, mine] of linesByBranch(lines)) {
    const { debit, credit } = totalsOf(mine);
    const net = debit.minus(credit);
    if (net.isZero()) continue;
    const amount = net.abs().toNumber();
    added.push({ branchId, debit: net.isNegative() ? amount : 0, credit: net.isPositive() ? amount : 0 });
  }
  return added;
}

/**
 * Balances an entry per branch through the inter-branch account: `lines` followed by one line on
 * `interBranchAccountId` for each branch that does not balance on its own (see `interBranchAmounts`).
 * An entry that is already balanced per branch comes back as it is.
 */
export function withInterBranchLines(
  lines: readonly JournalLineDraft[],
  interBranchAccountId: string,
  description = 'Inter-branch',
): JournalLineDraft[] {
  return [
    ...lines,
    ...interBranchAmounts(lines).map((a) => ({ accountId: interBranchAccountId, ...a, description })),
  ];
}

/** The lines of the entry that undoes `lines`: each debit becomes a credit and the other way round. */
export function reverseLines(lines: readonly JournalLineDraft[]): JournalLineDraft[] {
  return lines.map((l) => ({ ...l, debit: l.credit, credit: l.debit }));
}
