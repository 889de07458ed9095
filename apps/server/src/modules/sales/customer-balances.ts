import { accounts, type Executor, journalEntries, journalLines } from '@tawi/db';
import { Money } from '@tawi/domain';
import { inArray, lte, sql } from 'drizzle-orm';
import { postedOn, withAccountAndEntry } from '../ledger';

export interface CustomerFigures {
  /** What they owe: receivables less the credit they hold (negative: owed to them). */
  balance: number;
  /** The credit they hold, not yet applied or refunded: receipt remainders and credit notes' unapplied parts. */
  credit: number;
}

/**
 * What each customer owes, from the books: debits minus credits of the posted accounts receivable
 * lines carrying the customer as contact, less the customer credit they hold (credits minus debits
 * of their customer credits lines: receipt remainders and credit notes' unapplied parts, less refunds
 * and receipt voids), up to `asOf`. Negative: the company owes the customer.
 */
export async function customerBalances(
  db: Executor,
  companyId: string,
  customerIds: readonly string[],
  asOf?: string,
): Promise<Map<string, CustomerFigures>> {
  if (customerIds.length === 0) return new Map();
  const rows = await withAccountAndEntry(
    db
      .select({
        customerId: journalLines.contactId,
        balance: sql<string>`sum(${journalLines.debit} - ${journalLines.credit})::text`,
        credit: sql<string>`coalesce(sum(${journalLines.credit} - ${journalLines.debit}) filter (where ${accounts.systemKey} = 'customer_credits'), 0)::text`,
      })
      .from(journalLines)
      .$dynamic(),
  )
    .where(
      postedOn(
        companyId,
        ['accounts_receivable', 'customer_credits'],
        inArray(journalLines.contactId, [...customerIds]),
        asOf ? lte(journalEntries.date, asOf) : undefined,
      ),
    )
    .groupBy(journalLines.contactId);
  return new Map(
    rows.map((r) => [
      r.customerId ?? '',
      { balance: Money.of(r.balance).toNumber(), credit: Money.of(r.credit).toNumber() },
    ]),
  );
}
