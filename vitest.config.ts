import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];
/** Server tests read "today" from a pinned business clock (apps/server/src/testing/pinned-clock.ts). */
const serverSetup = ['apps/server/src/testing/pinned-clock.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts', 'scripts/checks/**/*.test.ts'],
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts', 'apps/web/build/**/*.test.ts'] } },
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts', 'packages/db/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server-pglite',
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
