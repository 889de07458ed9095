import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import type { Database, DatabaseHandle } from './database';
import { defaultMigrationsFolder } from './migrations-folder';
import * as schema from './schema';
import { analyzeAll } from './table-statistics';
import { retryTransactions } from './transaction-retry';

export interface OpenOptions {
  /** postgres://... switches to PostgreSQL; otherwise the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite's home; `undefined` with no databaseUrl means an in-memory database (tests). */
  dataDir?: string | undefined;
  migrationsFolder?: string | undefined;
  poolSize?: number | undefined;
  /** An in-memory PGlite starts from this dump of a data folder (`dumpDataDir`) instead of an empty one. */
  pgliteDump?: Blob | undefined;
}

/** Connections the server keeps to PostgreSQL unless told otherwise. */
export const DEFAULT_POOL_SIZE = 10;

/** Opens the database and applies every pending migration. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder();
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, migrationsFolder, options.poolSize ?? DEFAULT_POOL_SIZE);
  return openPglite(options.dataDir, migrationsFolder, options.pgliteDump);
}

async function openPostgres(url: string, migrationsFolder: string, max: number): Promise<DatabaseHandle> {
  // No JIT compilation: the app's queries run in milliseconds, and once the tables grow past its cost
  // threshold PostgreSQL spent more compiling them (tens of ms per query) than running them.
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off' });
  // An idle client losing its connection (server restart, admin shutdown) must not crash the process:
  // the pool drops it and connects a new one on the next query.
  pool.on('error', (err: Error & { code?: string }) => {
    if (err.code !== '57P01') console.warn(`PostgreSQL idle client error: ${err.message}`);
  });
  const db = drizzlePg(pool, { schema });
  try {
    await migratePg(db, { migrationsFolder });
    await analyzeAll(db as unknown as Database);
  } catch (err) {
    await pool.end();
    throw err;
  }
  return { db: retryTransactions(db as unknown as Database), driver: 'postgres', close: () => pool.end() };
}

async function openPglite(
  dataDir: string | undefined,
  migrationsFolder: string,
  dump: Blob | undefined,
): Promise<DatabaseHandle> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const client = await PGlite.create(dataDir ? join(dataDir, 'pgdata') : undefined, {
      extensions: { pg_trgm },
      ...(dump && !dataDir && { loadDataDir: dump }),
    });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    await analyzeAll(db as unknown as Database);
    return {
      db: retryTransactions(db as unknown as Database),
      driver: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
