import { sql } from 'drizzle-orm';
import type { Database } from './database';

/**
 * Runs ANALYZE on every table that changed a good deal since it was last analyzed (at least
 * `minChanges` rows, and a tenth of its rows), so the planner keeps choosing index plans as the books
 * grow: PGlite has no autovacuum, and a PostgreSQL may run with it off. Returns the tables analyzed.
 */
export async function analyzeGrownTables(db: Database, minChanges = 500): Promise<string[]> {
  const result = await db.execute(sql`
    select relname from pg_stat_user_tables
     where schemaname = 'public' and n_mod_since_analyze >= greatest(${minChanges}, 0.1 * n_live_tup)
     order by relname`);
  const tables = (result as unknown as { rows: { relname: string }[] }).rows.map((r) => r.relname);
  for (const table of tables) await db.execute(sql`analyze ${sql.identifier(table)}`);
  return tables;
}

/** ANALYZE of the whole database (after migrations: new tables and indexes start with statistics). */
export async function analyzeAll(db: Database): Promise<void> {
  await db.execute(sql`analyze`);
}
