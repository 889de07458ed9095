import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Where the SQL migrations are: beside the bundle (`dist/migrations`, copied by the server build)
 * or in this package (`packages/db/migrations`) when running from source.
 */
export function defaultMigrationsFolder(): string {
  const candidates = [
    process.env.MIGRATIONS_DIR,
    fileURLToPath(new URL('./migrations', import.meta.url)),
    fileURLToPath(new URL('../migrations', import.meta.url)),
  ];
  for (const dir of candidates) {
    if (dir && existsSync(`${dir}/meta/_journal.json`)) return dir;
  }
  throw new Error(`Database migrations not found (looked in ${candidates.filter(Boolean).join(', ')})`);
}
