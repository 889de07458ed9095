import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { platformApi, urlOf } from '@tawi/contracts';

const root = resolve(import.meta.dirname, '../..');

/** A free TCP port on 127.0.0.1 (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => res(port));
    });
  });
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export const serverEntry = join(root, 'apps/server/dist/main.js');
export const newDataDir = () => mkdtempSync(join(tmpdir(), 'tawi-e2e-'));

/** How to start the server: its data folder (a new one by default), arguments and environment. */
export interface ServerOptions {
  dataDir?: string;
  args?: string[];
  env?: Record<string, string>;
}

/**
 * Starts the built server (npm run build first) on a free port, by default with an empty embedded database
 * (a copy of one migrated once: see `migratedDataDir`); `options.dataDir` is used as it is.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await migratedDataDir());
  const server = await launch(dataDir, options);
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The built server and the migrations beside it, as one hash: a new build makes a new template. */
function buildHash(): string {
  const hash = createHash('sha256').update(readFileSync(serverEntry));
  const migrations = join(dirname(serverEntry), 'migrations');
  for (const name of readdirSync(migrations, { recursive: true, encoding: 'utf8' }).sort()) {
    if (name.endsWith('.sql') || name.endsWith('.json'))
      hash.update(name).update(readFileSync(join(migrations, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A new data folder holding an empty database with every migration applied: a copy of a template that the
 * first server of a build migrated (kept in node_modules/.cache). A server then starts in about 2.5 s instead
 * of 5.3 (32 spec files). Made under a temporary name and renamed, so a spec file starting at the same time
 * never copies half a template; the server-process and SIGKILL specs still start on an empty folder.
 */
async function migratedDataDir(): Promise<string> {
  const template = join(root, 'node_modules', '.cache', 'tawi-e2e', `pgdata-${buildHash()}`);
  if (!existsSync(template)) {
    const fresh = newDataDir();
    await (await launch(fresh, {})).stop();
    mkdirSync(dirname(template), { recursive: true });
    try {
      renameSync(join(fresh, 'pgdata'), template);
    } catch (error) {
      if (!existsSync(template)) throw error; // else another spec file made it first
    }
    rmSync(fresh, { recursive: true, force: true });
  }
  const dataDir = newDataDir();
  cpSync(template, join(dataDir, 'pgdata'), { recursive: true });
  return dataDir;
}

/** Spawns the built server on `dataDir` and waits until it answers its health check. */
async function launch(dataDir: string, options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [serverEntry, ...(options.args ?? [])], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await answersHealth(child, url);
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/**
 * Waits until a server process answers its health check. A server that migrates an empty database and
 * seeds the demo on a loaded machine takes a while (10 s idle, over 60 s beside two busy specs); one
 * that never answers is killed, else the test run would wait for it forever.
 */
export async function answersHealth(child: ChildProcess, url: string, seconds = 180): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}${urlOf(platformApi.health)}`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${seconds} s`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
