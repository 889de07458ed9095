import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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

/** Starts the built server (npm run build first) on a free port, by default with an empty embedded database. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? newDataDir();
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
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}${urlOf(platformApi.health)}`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL'); // else the test run waits for it forever
      throw new Error('server did not start within 60 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
