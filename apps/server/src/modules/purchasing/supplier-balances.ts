import { accounts, type Executor, journalEntries, journalLines } from '@tawi/db';
import { Money } from '@tawi/domain';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';

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
  const rows = await db
    .select({
      supplierId: journalLines.contactId,
      balance: sql<string>`sum(${journalLines.credit} - ${journalLines.debit})::text`,
    })
    .from(journalLines)
    .innerJoin(
      accounts,
      and(eq(accounts.companyId, journalLines.companyId), eq(accounts.id, journalLines.accountId)),
    )
    .innerJoin(
      journalEntries,
      and(eq(journalEntries.companyId, journalLines.companyId), eq(journalEntries.id, journalLines.entryId)),
    )
    .where(
      and(
        eq(journalLines.companyId, companyId),
        inArray(journalLines.contactId, [...supplierIds]),
        eq(accounts.systemKey, 'accounts_payable'),
        eq(journalEntries.status, 'Posted'),
        asOf ? lte(journalEntries.date, asOf) : undefined,
      ),
    )
    .groupBy(journalLines.contactId);
  return new Map(rows.map((r) => [r.supplierId ?? '', Money.of(r.balance).toNumber()]));
}
