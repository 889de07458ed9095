import { counters, type Executor } from '@tawi/db';
import { eq, inArray, sql } from 'drizzle-orm';
import { ofCompany } from './company-rows';
import { nextNumber } from './counters';

/** The counter bumped by changes besides postings that cached figures show (reorder levels, product names). */
const FIGURES_KEY = 'FIGURES';

/** Marks the company's cached figures stale, inside the caller's transaction (see `figuresVersion`). */
export async function markFiguresChanged(tx: Executor, companyId: string): Promise<void> {
  await nextNumber(tx, companyId, FIGURES_KEY);
}

/**
 * The version of the company's figures: its JE counter, which `markPosted` (ledger/post-entry.ts) bumps
 * in the transaction of every posting (voids and reversals included), plus the counter
 * `markFiguresChanged` bumps. Both only grow, so the sum changes whenever either does. Two primary-key
 * reads; being in the database, it tells every server process alike that what it cached is stale.
 */
export async function figuresVersion(db: Executor, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${counters.lastNumber}), 0)::int` })
    .from(counters)
    .where(ofCompany(counters, companyId, inArray(counters.key, ['JE', FIGURES_KEY])));
  return Number(row?.n ?? 0);
}

/** How many times `markFiguresChanged` ran for the company: changes to cached figures made without a posting. */
export async function figuresChangesBesidesPostings(db: Executor, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: counters.lastNumber })
    .from(counters)
    .where(ofCompany(counters, companyId, eq(counters.key, FIGURES_KEY)));
  return Number(row?.n ?? 0);
}
