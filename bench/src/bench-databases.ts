import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase } from '@tawi/db';
import { adminQuery } from '../../e2e/support/killable-server';

export type BenchTarget = 'pglite' | 'postgres';

export interface BenchDatabase {
  label: string;
  /** Where the data lives, for the printout. */
  where: string;
  handle: DatabaseHandle;
  /** The PostgreSQL database's address (none for PGlite). */
  url?: string;
  /** Closes and removes everything the bench made; safe to call twice. */
  dispose(): Promise<void>;
}

const DEFAULT_POSTGRES_URL = 'postgres://root@127.0.0.1:5432/test';

export function postgresAdminUrl(): string {
  return process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL;
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= fn();
    return done;
  };
}

/** PGlite on disk in a fresh temporary folder (as the app runs it), or in memory with BENCH_PGLITE=memory. */
async function openPglite(): Promise<BenchDatabase> {
  if (process.env.BENCH_PGLITE === 'memory') {
    const handle = await openDatabase({});
    return { label: 'PGlite', where: 'in memory', handle, dispose: once(() => handle.close()) };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'tawi-bench-'));
  const handle = await openDatabase({ dataDir });
  const dispose = once(async () => {
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { label: 'PGlite', where: dataDir, handle, dispose };
}

/** A new database tawi_bench_<random> on the server, dropped by dispose. */
async function openPostgres(poolSize: number | undefined): Promise<BenchDatabase> {
  const adminUrl = postgresAdminUrl();
  const name = `tawi_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ databaseUrl: url.toString(), poolSize });
  } catch (err) {
    await drop();
    throw err;
  }
  const dispose = once(async () => {
    await handle.close();
    await drop();
  });
  return { label: 'PostgreSQL', where: `${url.host}/${name}`, url: url.toString(), handle, dispose };
}

/** `poolSize`: connections to PostgreSQL (PGlite has one); by default the server's own. */
export function openBenchDatabase(target: BenchTarget, poolSize?: number): Promise<BenchDatabase> {
  return target === 'pglite' ? openPglite() : openPostgres(poolSize);
}

/**
 * The databases a benchmark opens (push each one), disposed by `cleanUp`, and also on Ctrl-C or SIGTERM
 * (then the process exits with 130).
 */
export function disposedOnSignal(log: (message: string) => void) {
  const open: BenchDatabase[] = [];
  const cleanUp = async () => {
    await Promise.allSettled(open.map((b) => b.dispose()));
  };
  const onSignal = (signal: NodeJS.Signals) => {
    log(`${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return { open, cleanUp };
}
