import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataDirLockedError, openDatabase } from '@tawi/db';
import { buildApp } from './app';
import { readConfig } from './config';
import { DEMO_PASSWORD, demoEmail, seedDemo } from './demo/seed-demo';
import { seedDemoBusiness } from './demo/seed-demo-business';
import { seedDemoEtims } from './demo/seed-demo-etims';
import { DEMO_HISTORY, seedDemoHistory } from './demo/seed-demo-history';
import { createOscuSimulator } from './modules/etims';

const here = dirname(fileURLToPath(import.meta.url));

/** The built web app: beside the bundle in production (apps/server/dist -> apps/web/dist), or WEB_DIR. */
function webDir(): string | undefined {
  const candidates = [
    process.env.WEB_DIR,
    resolve(here, '../../web/dist'),
    resolve(here, '../../../apps/web/dist'),
  ];
  return candidates.find((dir): dir is string => !!dir && existsSync(join(dir, 'index.html')));
}

/**
 * The demo's KRA eTIMS: the OSCU simulator in this process (its state kept in DATA_DIR), unless
 * ETIMS_BASE_URL names a real OSCU or a simulator of its own.
 */
async function startDemoSimulator(config: ReturnType<typeof readConfig>) {
  const statePath = config.databaseUrl ? undefined : join(config.dataDir, 'etims-simulator.json');
  const simulator = createOscuSimulator({ statePath });
  const baseUrl = `${await simulator.app.listen({ port: 0, host: '127.0.0.1' })}/`;
  return { baseUrl, close: () => simulator.app.close() };
}

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
  }).catch((err: unknown) => {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  });
  const demoCreated = config.demo && (await seedDemo(database.db));
  const simulator = config.demo && !config.etimsBaseUrl ? await startDemoSimulator(config) : undefined;
  const etimsBaseUrl = config.etimsBaseUrl ?? simulator?.baseUrl;
  const web = webDir();
  const app = await buildApp({
    database,
    webDir: web,
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    closeDatabase: true,
    secretKey: { key: config.secretKey, dataDir: config.databaseUrl ? undefined : config.dataDir },
    etims: { baseUrl: etimsBaseUrl },
    reminders: { worker: true },
    recurringInvoices: {},
  });
  if (simulator) app.addHook('onClose', () => simulator.close());
  if (demoCreated) {
    await seedDemoBusiness(app);
    if (etimsBaseUrl) await seedDemoEtims(app, etimsBaseUrl);
    console.log(
      `Demo company created. Log in as ${demoEmail('owner')} / ${DEMO_PASSWORD} (see README for every role).`,
    );
  }
  let closing = false;
  let history: DemoHistoryRun | undefined;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await history?.stop();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  if (demoCreated && config.demoHistoryMonths > 0)
    history = seedHistoryInBackground(app, config.demoHistoryMonths);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(
    `Tawi is running at http://localhost:${config.port} (database: ${where})${web ? '' : ' — web app not built'}`,
  );
}

interface DemoHistoryRun {
  /** Stops between two requests (a shutdown); resolves once the last request in flight has ended. */
  stop(): Promise<void>;
}

/**
 * The demo's year of trading goes through the API after the server listens: the demo opens at once and
 * its reports fill up over a minute or two (the log says when). Seeded once, with the company; a shutdown
 * stops it between two requests, leaving the months traded so far.
 */
function seedHistoryInBackground(app: Awaited<ReturnType<typeof buildApp>>, months: number): DemoHistoryRun {
  console.log(`Demo company: trading ${months} months of history in the background...`);
  const shutdown = new AbortController();
  const run = seedDemoHistory(app, { ...DEMO_HISTORY, months }, shutdown.signal).then(
    () => console.log('Demo history ready.'),
    (err: unknown) => {
      if (shutdown.signal.aborted) app.log.info('demo history stopped by the shutdown');
      else app.log.error({ err }, 'demo history failed');
    },
  );
  return {
    stop: () => {
      shutdown.abort();
      return run;
    },
  };
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
