import { counters, type Executor } from '@tawi/db';
import { formatDocumentNumber } from '@tawi/domain';
import { sql } from 'drizzle-orm';

/**
 * Takes the next number of a per-company counter inside the caller's transaction: one atomic
 * upsert, so concurrent transactions never get the same number and a rolled-back one leaves no gap.
 */
export async function nextNumber(tx: Executor, companyId: string, key: string): Promise<number> {
  const rows = await tx
    .insert(counters)
    .values({ companyId, key, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [counters.companyId, counters.key],
      set: { lastNumber: sql`${counters.lastNumber} + 1` },
    })
    .returning({ n: counters.lastNumber });
  const n = rows[0]?.n;
  if (n === undefined) throw new Error(`counter ${key} returned nothing`);
  return n;
}

export async function nextDocumentNumber(tx: Executor, companyId: string, prefix: string): Promise<string> {
  return formatDocumentNumber(prefix, await nextNumber(tx, companyId, prefix));
}
