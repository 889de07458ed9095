import { accounts, contactMonthBalances, type Executor, journalLines } from '@tawi/db';
import { Money, type SystemAccountKey, splitByMonths } from '@tawi/domain';
import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { keyedJoin } from '../../platform/company-rows';
import { inMonthsOf } from '../../platform/month-split-where';
import { postedOn, withAccountAndEntry } from './posted-lines';

export interface ContactBalanceQuery {
  /** The accounts, by system key (receivables, payables, customer credits...). */
  systemKeys: readonly SystemAccountKey[];
  /** Up to the end of this day; none: everything posted. */
  asOf?: string | undefined;
  /** In these branches (none: all). */
  branchIds?: readonly string[] | undefined;
  /** Of these contacts only (none: every contact with lines on the accounts). */
  contactIds?: readonly string[] | undefined;
}

/** Per contact, per account system key: debits minus credits. */
export type ContactBalances = Map<string, Map<SystemAccountKey, Money>>;

type Row = { contactId: string | null; systemKey: string | null; net: string };

/**
 * What each customer or supplier's posted lines on the accounts add up to (debits minus credits) as at
 * the end of `asOf`: their whole months from the monthly contact balances (kept by the posting trigger,
 * migration 0045) and only the days of `asOf`'s own month, when it is not complete, from the lines. So
 * the cost follows contacts x months, not the lines they ever had.
 */
export async function contactBalances(
  db: Executor,
  companyId: string,
  q: ContactBalanceQuery,
): Promise<ContactBalances> {
  if (q.contactIds?.length === 0) return new Map();
  const split = splitByMonths({ to: q.asOf });
  const [months, days] = await Promise.all([
    split.months ? monthTotals(db, companyId, q, inMonthsOf(split, contactMonthBalances.month)) : [],
    Promise.all(split.days.map((span) => lineTotals(db, companyId, q, span))),
  ]);
  const balances: ContactBalances = new Map();
  for (const row of [...months, ...days.flat()]) {
    if (!row.contactId || !row.systemKey) continue;
    const key = row.systemKey as SystemAccountKey;
    const ofContact = balances.get(row.contactId) ?? new Map<SystemAccountKey, Money>();
    ofContact.set(key, (ofContact.get(key) ?? Money.zero()).plus(Money.of(row.net)));
    balances.set(row.contactId, ofContact);
  }
  return balances;
}

/** The net of one contact's balance on the accounts (zero when it has none). */
export function netOf(balances: ContactBalances, contactId: string, ...keys: SystemAccountKey[]) {
  const ofContact = balances.get(contactId);
  return Money.sum(keys.map((k) => ofContact?.get(k) ?? Money.zero()));
}

function monthTotals(
  db: Executor,
  companyId: string,
  q: ContactBalanceQuery,
  inMonths: SQL | undefined,
): Promise<Row[]> {
  const c = contactMonthBalances;
  const where: (SQL | undefined)[] = [
    eq(c.companyId, companyId),
    inArray(accounts.systemKey, [...q.systemKeys]),
    inMonths,
    q.branchIds ? inArray(c.branchId, [...q.branchIds]) : undefined,
    q.contactIds ? inArray(c.contactId, [...q.contactIds]) : undefined,
  ];
  return db
    .select({
      contactId: c.contactId,
      systemKey: accounts.systemKey,
      net: sql<string>`sum(${c.debit} - ${c.credit})::text`,
    })
    .from(c)
    .innerJoin(accounts, keyedJoin(accounts, c, c.accountId))
    .where(and(...where))
    .groupBy(c.contactId, accounts.systemKey);
}

function lineTotals(
  db: Executor,
  companyId: string,
  q: ContactBalanceQuery,
  span: { from: string; to: string },
): Promise<Row[]> {
  return withAccountAndEntry(
    db
      .select({
        contactId: journalLines.contactId,
        systemKey: accounts.systemKey,
        net: sql<string>`sum(${journalLines.debit} - ${journalLines.credit})::text`,
      })
      .from(journalLines)
      .$dynamic(),
  )
    .where(
      postedOn(
        companyId,
        q.systemKeys,
        gte(journalLines.date, span.from),
        lte(journalLines.date, span.to),
        q.branchIds ? inArray(journalLines.branchId, [...q.branchIds]) : undefined,
        q.contactIds ? inArray(journalLines.contactId, [...q.contactIds]) : undefined,
      ),
    )
    .groupBy(journalLines.contactId, accounts.systemKey);
}
