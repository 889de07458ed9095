import type { SupplierStatement } from '@tawi/contracts';
import { type Executor, journalEntries, journalLines } from '@tawi/db';
import { addDays, daysBefore, Money, todayIn } from '@tawi/domain';
import { asc, eq, gte, lte } from 'drizzle-orm';
import { postedOn, withAccountAndEntry } from '../ledger';
import { supplierBalances } from './supplier-balances';
import { findSupplierRow } from './suppliers.repo';

const TYPES: Record<string, SupplierStatement['lines'][number]['type']> = {
  bill: 'bill',
  'supplier-payment': 'payment',
  'supplier-payment-refund': 'refund',
  'supplier-payment-void': 'void',
  'bill-void': 'void',
};

/**
 * The supplier's account over a period, from the books: the balance owed before `from`, then every
 * posted payable line of theirs (bills credit, payments debit, refunds and voids) with a running
 * balance. From defaults to 90 days before `to`, to to today.
 */
export async function supplierStatement(
  db: Executor,
  companyId: string,
  supplierId: string,
  q: { from?: string | undefined; to?: string | undefined },
): Promise<SupplierStatement> {
  const supplier = await findSupplierRow(db, companyId, supplierId);
  const to = q.to ?? todayIn();
  const from = q.from ?? addDays(to, -90);
  const before = daysBefore(from);
  const opening = before?.to
    ? ((await supplierBalances(db, companyId, [supplierId], before.to)).get(supplierId) ?? 0)
    : 0;
  const rows = await withAccountAndEntry(
    db.select({ line: journalLines, entry: journalEntries }).from(journalLines).$dynamic(),
  )
    .where(
      postedOn(
        companyId,
        ['accounts_payable'],
        eq(journalLines.contactId, supplierId),
        gte(journalEntries.date, from),
        lte(journalEntries.date, to),
      ),
    )
    .orderBy(asc(journalEntries.date), asc(journalEntries.postedAt), asc(journalLines.lineNo));
  let balance = Money.of(opening);
  const lines = rows.map(({ line, entry }) => {
    balance = balance.plus(line.credit).minus(line.debit);
    return {
      date: entry.date,
      type: TYPES[entry.sourceType ?? ''] ?? 'bill',
      number: line.description ?? entry.number,
      description: entry.memo ?? '',
      debit: Money.of(line.debit).toNumber(),
      credit: Money.of(line.credit).toNumber(),
      balance: balance.toNumber(),
    };
  });
  return {
    supplierId,
    supplierName: supplier.name,
    from,
    to,
    openingBalance: opening,
    lines,
    closingBalance: balance.toNumber(),
  };
}
