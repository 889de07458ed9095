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

export class UnbalancedEntryError extends Error {
  constructor(readonly totals: EntryTotals) {
    super(
      `Journal entry does not balance: debits ${totals.debit.toFixed()} vs credits ${totals.credit.toFixed()}`,
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

/** Checks an entry before it is posted: well-formed lines, and debits equal credits. Returns the totals. */
export function checkEntry(lines: readonly JournalLineDraft[]): EntryTotals {
  checkLines(lines);
  const totals = {
    debit: Money.sum(lines.map((l) => l.debit)),
    credit: Money.sum(lines.map((l) => l.credit)),
  };
  if (!totals.debit.eq(totals.credit)) throw new UnbalancedEntryError(totals);
  return totals;
}

/** The lines of the entry that undoes `lines`: each debit becomes a credit and the other way round. */
export function reverseLines(lines: readonly JournalLineDraft[]): JournalLineDraft[] {
  return lines.map((l) => ({ ...l, debit: l.credit, credit: l.debit }));
}
