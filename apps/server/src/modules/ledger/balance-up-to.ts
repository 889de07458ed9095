import { accountBalances, type Executor } from '@tawi/db';
import { lte, type SQL, sql } from 'drizzle-orm';
import { ofCompany } from '../../platform/company-rows';

/**
 * Debit minus credit of what was posted up to the end of `day` on the daily balances `of` picks (an
 * account, at one branch or all): '0' when nothing was.
 */
export async function balanceUpTo(
  db: Executor,
  companyId: string,
  of: SQL | undefined,
  day: string,
): Promise<string> {
  const [row] = await db
    .select({
      net: sql<string>`coalesce(sum(${accountBalances.debit} - ${accountBalances.credit}), 0)::text`,
    })
    .from(accountBalances)
    .where(ofCompany(accountBalances, companyId, of, lte(accountBalances.day, day)));
  return row?.net ?? '0';
}
