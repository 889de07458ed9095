import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];
/** Server tests read "today" from a pinned business clock (apps/server/src/testing/pinned-clock.ts). */
const serverSetup = ['apps/server/src/testing/pinned-clock.ts'];
/**
 * Test files of a worker share its loaded modules (isolate: false): each file still gets its own database
 * and app (useTestApp), and module state is keyed by database or restored by the file that changes it
 * (process.env, fake timers). Loading the server's modules once per worker instead of once per file
 * halved the suites: PGlite + unit 488 s -> 218 s, PostgreSQL 295 s -> 130 s on this machine.
 */
const isolate = false;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          isolate,
          include: ['packages/domain/src/**/*.test.ts', 'scripts/checks/**/*.test.ts'],
        },
      },
      {
        test: { name: 'web', isolate, include: ['apps/web/src/**/*.test.ts', 'apps/web/build/**/*.test.ts'] },
      },
      {
        test: {
          name: 'contracts',
          isolate,
          include: ['packages/contracts/src/**/*.test.ts', 'packages/db/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server-pglite',
          isolate,
          include: serverTests,
          setupFiles: serverSetup,
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          isolate,
          include: serverTests,
          setupFiles: serverSetup,
          env: { TEST_DB: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
