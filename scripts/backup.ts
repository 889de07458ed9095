// `npm run backup [FILE]`: a copy of the embedded database in DATA_DIR (default ./data) as a gzipped tar.
// Refused while a server runs on DATA_DIR. For PostgreSQL (DATABASE_URL) use pg_dump: see the README.
import { resolve } from 'node:path';
import { backupDataDir } from '@tawi/db';

const dataDir = resolve(process.env.DATA_DIR ?? './data');
const stamp = new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '');
const file = resolve(process.argv[2] ?? `tawi-backup-${stamp}.tar.gz`);
if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see the README).');
  process.exit(2);
}
try {
  const { bytes } = await backupDataDir(dataDir, file);
  console.log(`Backed up ${dataDir} to ${file} (${bytes} bytes).`);
} catch (err) {
  console.error(`Backup refused: ${(err as Error).message}`);
  process.exit(1);
}
