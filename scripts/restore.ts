// `npm run restore FILE`: puts a backup made by `npm run backup` into DATA_DIR (default ./data). The server must
// be stopped; a database already there is kept aside (pgdata.before-restore-<time>), never deleted.
import { resolve } from 'node:path';
import { restoreDataDir } from '@tawi/db';

const dataDir = resolve(process.env.DATA_DIR ?? './data');
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore FILE');
  process.exit(2);
}
try {
  const { movedAside } = await restoreDataDir(dataDir, resolve(file));
  if (movedAside) console.log(`The database that was in ${dataDir} is kept at ${movedAside}.`);
  console.log(`Restored ${file} into ${dataDir}. Start the server as usual.`);
} catch (err) {
  console.error(`Restore refused: ${(err as Error).message}`);
  process.exit(1);
}
