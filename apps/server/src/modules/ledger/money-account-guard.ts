import { accountBalances, accounts, type Executor, journalLines } from '@tawi/db';
import { formatKes, Money } from '@tawi/domain';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { keyedJoin, ofCompany } from '../../platform/company-rows';
import { balanceUpTo } from './balance-up-to';

/** Ledger account subtypes that hold real money which cannot go below zero (a bank may be overdrawn). */
const NEVER_BELOW_ZERO = inArray(accounts.subtype, ['cash', 'mobile_money']);

/** What an entry takes out of each cash or M-Pesa account (net credit), per account and branch. */
async function moneyTakenOut(tx: Executor, companyId: string, entryId: string) {
  const out = sql<string>`sum(${journalLines.credit}) - sum(${journalLines.debit})`;
  return tx
    .select({
      accountId: journalLines.accountId,
      branchId: journalLines.branchId,
      name: accounts.name,
      amount: sql<string>`(${out})::text`,
    })
    .from(journalLines)
    .innerJoin(accounts, keyedJoin(accounts, journalLines, journalLines.accountId))
    .where(ofCompany(journalLines, companyId, eq(journalLines.entryId, entryId), NEVER_BELOW_ZERO))
    .groupBy(journalLines.accountId, journalLines.branchId, accounts.name)
    .having(sql`${out} > 0`)
    .orderBy(asc(journalLines.accountId));
}

/**
 * The least the account held from `date` on: its balance at the end of `date`, and at the end of every
 * later day with postings (money taken out on `date` is missing from each of them).
 */
async function lowestBalanceFrom(
  tx: Executor,
  companyId: string,
  accountId: string,
  branchId: string,
  date: string,
): Promise<{ balance: Money; day: string }> {
  const where = and(eq(accountBalances.accountId, accountId), eq(accountBalances.branchId, branchId));
  let running = Money.of(await balanceUpTo(tx, companyId, where, date));
  let lowest = { balance: running, day: date };
  const later = await tx
    .select({
      day: accountBalances.day,
      net: sql<string>`sum(${accountBalances.debit} - ${accountBalances.credit})::text`,
    })
    .from(accountBalances)
    .where(ofCompany(accountBalances, companyId, where, gt(accountBalances.day, date)))
    .groupBy(accountBalances.day)
    .orderBy(asc(accountBalances.day));
  for (const day of later) {
    running = running.plus(day.net);
    if (running.lt(lowest.balance)) lowest = { balance: running, day: day.day };
  }
  return lowest;
}

/**
 * Cash and M-Pesa never go below zero: an entry about to be posted that takes money out of such an
 * account is refused (422 `insufficient-funds`) when the account's balance on the entry's date, or on
 * any later day, would fall below zero. The accounts' rows are locked first (in id order), so two
 * payments out of one till queue here and cannot both pass. Called for every posting (markPosted).
 */
export async function assertMoneyAccountsCovered(
  tx: Executor,
  companyId: string,
  entryId: string,
  date: string,
): Promise<void> {
  const outflows = await moneyTakenOut(tx, companyId, entryId);
  if (outflows.length === 0) return;
  await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      ofCompany(
        accounts,
        companyId,
        inArray(
          accounts.id,
          outflows.map((o) => o.accountId),
        ),
      ),
    )
    .orderBy(asc(accounts.id))
    .for('update');
  for (const out of outflows) {
    const lowest = await lowestBalanceFrom(tx, companyId, out.accountId, out.branchId, date);
    const amount = Money.of(out.amount);
    if (lowest.balance.lt(amount)) {
      const held = lowest.balance.isNegative() ? Money.zero() : lowest.balance;
      const when = lowest.day === date ? '' : ` on ${lowest.day}`;
      throw new AppError(
        'insufficient-funds',
        `${out.name} holds ${formatKes(held.toNumber())}${when}; ${formatKes(amount.toNumber())} would take it below zero`,
        {
          accountId: out.accountId,
          branchId: out.branchId,
          balance: lowest.balance.toNumber(),
          amount: amount.toNumber(),
          date: lowest.day,
        },
      );
    }
  }
}
