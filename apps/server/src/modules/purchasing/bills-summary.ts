import type { BillsSummary } from '@tawi/contracts';
import { bills, type Executor } from '@tawi/db';
import { addDays, todayIn } from '@tawi/domain';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { ofBranch } from '../../platform/company-rows';

/** How many of the open bills match `when`, and what they still owe. */
const payablesWhere = (when: SQL) => ({
  count: sql<number>`(count(*) filter (where ${when}))::int`,
  amount: sql<string>`coalesce(sum(${bills.totalAmount} - ${bills.paidAmount}) filter (where ${when}), 0)::text`,
});

/**
 * The branch's payables as of today: open bills (Unpaid, part paid) falling due from today to
 * `days` on, and those past due (as the bills list counts Overdue), added up in the database.
 */
export async function billsSummary(
  db: Executor,
  companyId: string,
  branchId: string,
  days: number,
): Promise<BillsSummary> {
  const asOf = todayIn();
  const until = addDays(asOf, days);
  const dueSoon = payablesWhere(sql`${bills.dueDate} between ${asOf} and ${until}`);
  const overdue = payablesWhere(sql`${bills.dueDate} < ${asOf}`);
  const [row] = await db
    .select({
      dueSoonCount: dueSoon.count,
      dueSoonAmount: dueSoon.amount,
      overdueCount: overdue.count,
      overdueAmount: overdue.amount,
    })
    .from(bills)
    .where(ofBranch(bills, companyId, branchId, inArray(bills.status, ['Unpaid', 'PaidPartially'])));
  return {
    asOf,
    days,
    dueSoon: { count: Number(row?.dueSoonCount ?? 0), amount: Number(row?.dueSoonAmount ?? 0) },
    overdue: { count: Number(row?.overdueCount ?? 0), amount: Number(row?.overdueAmount ?? 0) },
  };
}
