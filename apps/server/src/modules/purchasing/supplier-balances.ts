import { type Executor, journalEntries, journalLines } from '@tawi/db';
import { Money } from '@tawi/domain';
import { inArray, lte, sql } from 'drizzle-orm';
import { postedOn, withAccountAndEntry } from '../ledger';

/**
 * What the company owes each supplier, from the books: credits minus debits of the posted accounts
 * payable lines carrying the supplier as contact (bills credit, payments debit), up to `asOf`.
 */
export async function supplierBalances(
  db: Executor,
  companyId: string,
  supplierIds: readonly string[],
  asOf?: string,
): Promise<Map<string, number>> {
  if (supplierIds.length === 0) return new Map();
  const rows = await withAccountAndEntry(
    db
      .select({
        supplierId: journalLines.contactId,
        balance: sql<string>`sum(${journalLines.credit} - ${journalLines.debit})::text`,
      })
      .from(journalLines)
      .$dynamic(),
  )
    .where(
      postedOn(
        companyId,
        ['accounts_payable'],
        inArray(journalLines.contactId, [...supplierIds]),
        asOf ? lte(journalEntries.date, asOf) : undefined,
      ),
    )
    .groupBy(journalLines.contactId);
  return new Map(rows.map((r) => [r.supplierId ?? '', Money.of(r.balance).toNumber()]));
}
