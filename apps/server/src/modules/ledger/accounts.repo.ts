import { accounts, type Executor } from '@tawi/db';
import { DEFAULT_CHART, type SystemAccountKey } from '@tawi/domain';
import { eq, inArray } from 'drizzle-orm';
import { ofCompany } from '../../platform/company-rows';

/** Creates the default Kenyan SME chart of accounts for a new company (inside its creating transaction). */
export async function seedChartOfAccounts(tx: Executor, companyId: string): Promise<void> {
  await tx.insert(accounts).values(
    DEFAULT_CHART.map((a) => ({
      companyId,
      code: a.code,
      name: a.name,
      type: a.type,
      subtype: a.subtype,
      systemKey: a.systemKey ?? null,
    })),
  );
}

export async function findAccountsByIds(tx: Executor, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(accounts)
    .where(ofCompany(accounts, companyId, inArray(accounts.id, [...new Set(ids)])));
}

/** The account a posting rule needs, by its system key (never by code or name). */
export async function systemAccountId(
  tx: Executor,
  companyId: string,
  key: SystemAccountKey,
): Promise<string> {
  const rows = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(ofCompany(accounts, companyId, eq(accounts.systemKey, key)))
    .limit(1);
  const found = rows[0];
  if (!found) throw new Error(`company ${companyId} has no system account ${key}`);
  return found.id;
}

/**
 * Several system accounts in one query, in the order of `keys`. (In a transaction the queries share
 * one connection, so firing one per key at once would only queue them, and pg warns about it.)
 */
export async function systemAccountIds<const K extends readonly SystemAccountKey[]>(
  tx: Executor,
  companyId: string,
  keys: K,
): Promise<{ [I in keyof K]: string }> {
  const rows = await tx
    .select({ id: accounts.id, key: accounts.systemKey })
    .from(accounts)
    .where(ofCompany(accounts, companyId, inArray(accounts.systemKey, [...keys])));
  const byKey = new Map(rows.map((r) => [r.key, r.id]));
  return keys.map((key) => {
    const id = byKey.get(key);
    if (!id) throw new Error(`company ${companyId} has no system account ${key}`);
    return id;
  }) as { [I in keyof K]: string };
}
