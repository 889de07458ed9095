import { accounts, journalEntries, journalLines } from '@tawi/db';
import type { SystemAccountKey } from '@tawi/domain';
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { keyedJoin, ofCompany } from '../../platform/company-rows';

/**
 * Journal lines with their account and their entry joined: the base of every balance and statement read
 * straight from the lines (a contact's balance, a statement, the credit a customer holds). Takes
 * `db.select(...).from(journalLines).$dynamic()`; add the conditions with `.where(postedOn(...))`.
 */
export function withAccountAndEntry<T extends PgSelect>(query: T) {
  return query
    .innerJoin(accounts, keyedJoin(accounts, journalLines, journalLines.accountId))
    .innerJoin(journalEntries, keyedJoin(journalEntries, journalLines, journalLines.entryId));
}

/** The company's posted lines on the accounts with these system keys, and any further conditions. */
export function postedOn(
  companyId: string,
  systemKeys: readonly SystemAccountKey[],
  ...more: (SQL | undefined)[]
): SQL | undefined {
  return ofCompany(
    journalLines,
    companyId,
    inArray(accounts.systemKey, [...systemKeys]),
    eq(journalEntries.status, 'Posted'),
    ...more,
  );
}
