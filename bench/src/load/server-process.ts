import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, rmSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { platformApi, urlOf } from '@tawi/contracts';
import { adminQuery, freePort } from '../../../e2e/support/killable-server';
import { postgresAdminUrl } from '../bench-databases';

export { freePort };

const root = resolve(import.meta.dirname, '../../..');
export const serverEntry = join(root, 'apps/server/dist/main.js');

/** Where the server keeps its data, and how to remove it. */
export interface LoadDatabase {
  label: string;
  where: string;
  env: { DATA_DIR?: string; DATABASE_URL?: string };
  /** For opening the data directly at the end (the server stopped). */
  open: { dataDir?: string; databaseUrl?: string };
  remove(): Promise<void>;
}

/** A fresh PGlite folder, or a fresh PostgreSQL database tawi_load_<random> (BENCH_DATABASE_URL's server). */
export async function freshDatabase(target: 'pglite' | 'postgres'): Promise<LoadDatabase> {
  if (target === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'tawi-load-'));
    return {
      label: 'PGlite',
      where: dataDir,
      env: { DATA_DIR: dataDir },
      open: { dataDir },
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = postgresAdminUrl();
  const name = `tawi_load_${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    label: 'PostgreSQL',
    where: `${url.host}/${name}`,
    env: { DATABASE_URL: url.toString() },
    open: { databaseUrl: url.toString() },
    remove: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * The built server as a child process on one port, over one database: started, SIGKILLed and started
 * again on the same data. Its output goes to `logFile`.
 */
export class ServerProcess {
  private child: ChildProcess | undefined;
  private readonly log: WriteStream;
  readonly url: string;

  constructor(
    private readonly port: number,
    private readonly db: LoadDatabase,
    readonly logFile: string,
  ) {
    if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run npm run build first`);
    this.url = `http://127.0.0.1:${port}`;
    this.log = createWriteStream(logFile, { flags: 'a' });
  }

  /** Starts the server and resolves when /api/health answers; the time it took, in ms. */
  async start(): Promise<number> {
    const started = performance.now();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(this.port), HOST: '127.0.0.1' };
    env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
    delete env.DATA_DIR;
    delete env.DATABASE_URL;
    Object.assign(env, this.db.env);
    const child = spawn(process.execPath, [serverEntry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.pipe(this.log, { end: false });
    child.stderr?.pipe(this.log, { end: false });
    this.child = child;
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`server exited with ${child.exitCode}, see ${this.logFile}`);
      try {
        if ((await fetch(`${this.url}${urlOf(platformApi.health)}`)).ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not start within 120 s, see ${this.logFile}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((r) => child.once('exit', () => r()));
    child.kill(signal);
    await gone;
  }

  /** SIGKILL: no shutdown hook, in-flight requests get no answer. */
  kill(): Promise<void> {
    return this.signal('SIGKILL');
  }

  /** SIGTERM: a clean stop. */
  async stop(): Promise<void> {
    await this.signal('SIGTERM');
  }

  close(): void {
    this.log.end();
  }
}
