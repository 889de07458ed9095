import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataDirLockedError, openDatabase } from '@tawi/db';
import { buildApp } from './app';
import { readConfig } from './config';
import { DEMO_PASSWORD, demoEmail, seedDemo } from './demo/seed-demo';
import { seedDemoBusiness } from './demo/seed-demo-business';

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
  const web = webDir();
  const app = await buildApp({
    database,
    webDir: web,
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    closeDatabase: true,
    secretKey: { key: config.secretKey, dataDir: config.databaseUrl ? undefined : config.dataDir },
    etims: { baseUrl: config.etimsBaseUrl },
  });
  if (demoCreated) {
    await seedDemoBusiness(app);
    console.log(
      `Demo company created. Log in as ${demoEmail('owner')} / ${DEMO_PASSWORD} (see README for every role).`,
    );
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(
    `Tawi is running at http://localhost:${config.port} (database: ${where})${web ? '' : ' — web app not built'}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
