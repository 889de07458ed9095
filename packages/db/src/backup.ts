import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from './data-dir-lock';

const pgdataOf = (dataDir: string) => join(dataDir, 'pgdata');

/**
 * Writes a consistent copy of the embedded database in `dataDir` to `file` (a gzipped tar of its data
 * directory). It takes the data directory's lock, so while a server runs on it the backup is refused
 * (DataDirLockedError names the process): stop the server first. Returns the size written.
 */
export async function backupDataDir(dataDir: string, file: string): Promise<{ bytes: number }> {
  const release = lockDataDir(dataDir);
  try {
    if (!existsSync(pgdataOf(dataDir))) throw new Error(`There is no database in ${dataDir}`);
    const client = await PGlite.create(pgdataOf(dataDir), { extensions: { pg_trgm } });
    try {
      const dump = await client.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      writeFileSync(file, bytes);
      return { bytes: bytes.length };
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * Puts the database of a backup `file` into `dataDir` (the server must not be running on it). A database
 * already there is kept, renamed `pgdata.before-restore-<time>`, never deleted. Returns that name.
 */
export async function restoreDataDir(dataDir: string, file: string): Promise<{ movedAside: string | null }> {
  const backup = readFileSync(file);
  const release = lockDataDir(dataDir);
  try {
    let movedAside: string | null = null;
    if (existsSync(pgdataOf(dataDir))) {
      movedAside = `${pgdataOf(dataDir)}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(pgdataOf(dataDir), movedAside);
    }
    const client = await PGlite.create(pgdataOf(dataDir), {
      loadDataDir: new Blob([backup]),
      extensions: { pg_trgm },
    });
    await client.query('select 1');
    await client.close();
    return { movedAside };
  } finally {
    release();
  }
}
