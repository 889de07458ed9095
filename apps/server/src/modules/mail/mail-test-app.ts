import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '@tawi/db/testing';
import { afterAll, beforeAll } from 'vitest';
import { type AppOptions, buildApp } from '../../app';
import type { TestApp } from '../../testing/test-app';

export interface MailTestApp extends TestApp {
  /** The app's DATA_DIR, where it keeps `secret.key` (no TAWI_SECRET_KEY given). */
  dataDir: string;
}

/**
 * Like useTestApp, with secrets encrypted by a key file the app makes in a temporary DATA_DIR; `options`
 * go to buildApp (e.g. an eTIMS client), given as a function when they are only known later.
 */
export function useMailTestApp(
  options: () => Omit<AppOptions, 'database' | 'secretKey'> = () => ({}),
): MailTestApp {
  const holder = {} as MailTestApp;
  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tawi-mail-'));
    const database = await createTestDatabase();
    const app = await buildApp({ ...options(), database, secretKey: { dataDir } });
    await app.ready();
    Object.assign(holder, {
      app,
      database,
      dataDir,
      close: async () => {
        await app.close();
        await database.close();
      },
    });
  });
  afterAll(async () => {
    await holder.close();
    await rm(holder.dataDir, { recursive: true, force: true });
  });
  return holder;
}
