import { analyzeGrownTables } from '@tawi/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';

const t = useTestApp();

const analyzedRows = async (table: string) => {
  const result = await t.database.db.execute(
    sql`select reltuples::int as rows from pg_class where relname = ${table}`,
  );
  return (result as unknown as { rows: { rows: number }[] }).rows[0]?.rows;
};

describe('planner statistics', () => {
  it('ANALYZE the tables that grew, and only those', async () => {
    const db = t.database.db;
    await db.execute(sql`create table stats_probe (id integer primary key, note text)`);
    await db.execute(sql`insert into stats_probe select n, 'row ' || n from generate_series(1, 2000) as n`);
    // statistics are published at the end of a transaction; give the collector a statement boundary
    await db.execute(sql`select pg_stat_force_next_flush()`);
    expect(await analyzeGrownTables(db)).toContain('stats_probe');
    expect(await analyzedRows('stats_probe')).toBe(2000);
    await db.execute(sql`select pg_stat_force_next_flush()`);
    expect(await analyzeGrownTables(db)).not.toContain('stats_probe');
  });
});
