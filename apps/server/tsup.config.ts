import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // Workspace packages export TypeScript source: bundle them. Keep the drivers external (STACK-NOTES trap 5).
  noExternal: [/^@tawi\//],
  external: ['pg', '@electric-sql/pglite', 'drizzle-orm'],
  onSuccess: async () => {
    cpSync('../../packages/db/migrations', 'dist/migrations', { recursive: true });
  },
});
