import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { answersHealth, freePort, serverEntry } from './server';

export { freePort };

/** Where the server keeps its data: an embedded PGlite folder, or a PostgreSQL database. */
export type ServerDatabase = { dataDir: string } | { databaseUrl: string };

export interface ProcessServer {
  url: string;
  pid: number;
  /** SIGKILL: no shutdown hook runs, in-flight requests get no answer. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM and wait (a clean stop). */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((r) => child.once('exit', () => r()));
}

/**
 * Starts the built server (npm run build first) on `port` (default: a free one) over the database given,
 * and resolves once /api/health answers. Unlike support/server.ts it can be killed outright and started
 * again on the same data.
 */
export async function startProcessServer(db: ServerDatabase, port?: number): Promise<ProcessServer> {
  const listen = port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(listen),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  if ('databaseUrl' in db) env.DATABASE_URL = db.databaseUrl;
  else {
    env.DATA_DIR = db.dataDir;
    delete env.DATABASE_URL;
  }
  const child = spawn(process.execPath, [serverEntry], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${listen}`;
  await answersHealth(child, url);
  return {
    url,
    pid: child.pid ?? 0,
    kill: async () => {
      const gone = exited(child);
      child.kill('SIGKILL');
      await gone;
    },
    stop: async () => {
      const gone = exited(child);
      child.kill('SIGTERM');
      await gone;
    },
  };
}

/** Runs one statement on a PostgreSQL server (CREATE/DROP DATABASE), on a connection of its own. */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty database tawi_<prefix>_<random> on the server of `adminUrl`; `drop` removes it. */
export async function freshPostgresDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tawi_${prefix}_${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
