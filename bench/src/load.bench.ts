/**
 * Load with kills: the built server under BENCH_CLIENTS concurrent HTTP clients for BENCH_SECONDS, SIGKILLed
 * BENCH_KILLS times and started again on the same data, then the books, stock, numbering and every
 * acknowledged write are checked (bench/README.md). `npm run build` first.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@tawi/db';
import { intFromEnv } from './bench-config';
import { ApiClient, LoadStats } from './load/http-client';
import { type Check, databaseChecks, trialBalanceChecks } from './load/invariants';
import { type KillRecord, printReport } from './load/report';
import { seedCompany } from './load/seed';
import { freePort, freshDatabase, ServerProcess } from './load/server-process';
import { type AckedWrite, LoadClient, type LostAnswer } from './load/workload';

const clients = Math.max(1, intFromEnv('BENCH_CLIENTS', 30));
const seconds = Math.max(1, intFromEnv('BENCH_SECONDS', 60));
const kills = intFromEnv('BENCH_KILLS', 3);
const seed = intFromEnv('BENCH_SEED', 1);
const target = process.env.BENCH_DATABASE ?? 'postgres';
if (target !== 'postgres' && target !== 'pglite')
  throw new Error(`BENCH_DATABASE: postgres or pglite, not ${target}`);
const keep = process.env.BENCH_KEEP === '1';

const progress = (message: string) => console.error(`[load] ${message}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

async function main(): Promise<number> {
  const database = await freshDatabase(target as 'postgres' | 'pglite');
  const logFile = join(tmpdir(), `tawi-load-${Date.now()}.log`);
  const server = new ServerProcess(intFromEnv('BENCH_PORT', 0) || (await freePort()), database, logFile);
  let cleaned = false;
  let keepLog = keep;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    await server.kill();
    server.close();
    if (!keepLog) rmSync(logFile, { force: true });
    if (!keep) await database.remove();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanup().finally(() => process.exit(130)));
  }
  try {
    progress(`${database.label} at ${database.where}; server log ${logFile}`);
    progress(`server started in ${((await server.start()) / 1000).toFixed(1)} s`);
    const company = await seedCompany(server.url, new LoadStats());
    progress(`company seeded; ${clients} clients for ${seconds} s, ${kills} kills`);

    const stats = new LoadStats();
    const acked: AckedWrite[] = [];
    const lostAnswers: LostAnswer[] = [];
    const api = new ApiClient(server.url, company.token, stats);
    const until = () => stats.now() >= seconds * 1000;
    const load = Array.from({ length: clients }, (_, i) =>
      new LoadClient(i, api, company, acked, lostAnswers, seed).run(until),
    );
    const killRecords: KillRecord[] = [];
    const killer = (async () => {
      for (let k = 0; k < kills; k++) {
        await sleep(((k + 0.5) * seconds * 1000) / kills - stats.now());
        const at = stats.now();
        await server.kill();
        progress(`killed at ${(at / 1000).toFixed(1)} s (${acked.length} writes acknowledged so far)`);
        await server.start();
        killRecords.push({ at, downMs: stats.now() - at });
        progress(`back after ${((stats.now() - at) / 1000).toFixed(1)} s`);
      }
    })();
    await Promise.all([...load, killer]);
    progress(`load done: ${stats.attempts.length} requests, ${acked.length} writes acknowledged; checking`);

    const checks: Check[] = await trialBalanceChecks(
      new ApiClient(server.url, company.token, new LoadStats()),
      company,
    );
    await server.stop();
    const handle = await openDatabase(database.open);
    try {
      checks.push(...(await databaseChecks(handle.db, company.companyId, acked, lostAnswers)));
    } finally {
      await handle.close();
    }
    const title = `Load: ${database.label}, ${clients} clients, ${seconds} s, ${kills} kills (seed ${seed})`;
    const passed = printReport(title, stats, killRecords, checks);
    if (!passed) keepLog = true;
    if (keepLog) progress(`server log kept: ${logFile}`);
    if (keep) progress(`database kept: ${database.where}`);
    return passed ? 0 : 1;
  } catch (err) {
    keepLog = true;
    progress(`server log kept: ${logFile}`);
    throw err;
  } finally {
    await cleanup();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
