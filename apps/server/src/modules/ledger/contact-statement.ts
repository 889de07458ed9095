import { type Executor, journalEntries, journalLines } from '@tawi/db';
import { addDays, daysBefore, Money, type SystemAccountKey, todayIn } from '@tawi/domain';
import { asc, eq, gte, lte } from 'drizzle-orm';
import { postedOn, withAccountAndEntry } from './posted-lines';

/** The period of a contact's statement: `to` defaults to today, `from` to 90 days before `to`. */
export function statementPeriod(q: { from?: string | undefined; to?: string | undefined }) {
  const to = q.to ?? todayIn();
  const from = q.from ?? addDays(to, -90);
  /** The day before `from`, when the opening balance stands (none before the first day). */
  const openingOn = daysBefore(from)?.to;
  return { from, to, openingOn };
}

/** Whose account a statement is of and how it reads. */
export interface StatementAccount<T extends string> {
  contactId: string;
  /** The system accounts of theirs it lists (receivables, customer credits; payables). */
  systemKeys: readonly SystemAccountKey[];
  /** The side that raises what they owe or are owed: debit for a customer, credit for a supplier. */
  raisedBy: 'debit' | 'credit';
  /** The line's type by the source of its entry, and the type of any other source. */
  types: Record<string, T>;
  otherType: T;
}

/**
 * The statement lines of a customer or supplier over [from, to], from the books: every posted line of
 * theirs on the statement's accounts in posting order, with a running balance from `opening`.
 */
export async function contactStatementLines<T extends string>(
  db: Executor,
  companyId: string,
  account: StatementAccount<T>,
  period: { from: string; to: string; opening: number },
) {
  const rows = await withAccountAndEntry(
    db.select({ line: journalLines, entry: journalEntries }).from(journalLines).$dynamic(),
  )
    .where(
      postedOn(
        companyId,
        account.systemKeys,
        eq(journalLines.contactId, account.contactId),
        gte(journalEntries.date, period.from),
        lte(journalEntries.date, period.to),
      ),
    )
    .orderBy(asc(journalEntries.date), asc(journalEntries.postedAt), asc(journalLines.lineNo));
  let balance = Money.of(period.opening);
  const lines = rows.map(({ line, entry }) => {
    const raised = account.raisedBy === 'debit' ? line.debit : line.credit;
    const lowered = account.raisedBy === 'debit' ? line.credit : line.debit;
    balance = balance.plus(raised).minus(lowered);
    return {
      date: entry.date,
      type: account.types[entry.sourceType ?? ''] ?? account.otherType,
      number: line.description ?? entry.number,
      description: entry.memo ?? '',
      debit: Money.of(line.debit).toNumber(),
      credit: Money.of(line.credit).toNumber(),
      balance: balance.toNumber(),
    };
  });
  return { lines, closingBalance: balance.toNumber() };
}
