import { accountBalances, type Executor } from '@tawi/db';
import { type AccountType, type Money, normalBalance } from '@tawi/domain';
import { eq, sql } from 'drizzle-orm';
import { ofCompany } from '../../platform/company-rows';
import { postedTotals } from './posted-totals';

/** Per account, debit and credit totals of everything posted up to `asOf`, however early (one branch or all). */
export async function balancesAsOf(db: Executor, companyId: string, asOf: string, branchId?: string) {
  const totals = await postedTotals(db, companyId, branchId ? [branchId] : undefined, {
    asOf: { to: asOf },
  });
  return new Map([...totals].map(([accountId, t]) => [accountId, t.asOf]));
}

/** The balance on the account's normal side: debit - credit for assets and expenses, else credit - debit. */
export function signedBalance(
  type: AccountType,
  totals: { debit: Money; credit: Money } | undefined,
): number {
  if (!totals) return 0;
  const net = totals.debit.minus(totals.credit);
  return (normalBalance(type) === 'debit' ? net : net.neg()).toNumber();
}

export async function hasPostings(db: Executor, companyId: string, accountId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(accountBalances)
    .where(ofCompany(accountBalances, companyId, eq(accountBalances.accountId, accountId)))
    .limit(1);
  return rows.length > 0;
}
