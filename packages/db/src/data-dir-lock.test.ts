import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  it('refuses a second holder while a live process has the lock, and frees it on release', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tawi-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      writeFileSync(join(dir, 'tawi.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another Tawi process \(pid \d+\)/);
    } finally {
      other.kill();
    }
    await new Promise((r) => other.once('exit', r));
    const release = lockDataDir(dir); // the holder died: a stale lock is taken over
    expect(readFileSync(join(dir, 'tawi.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'tawi.lock'))).toBe(false);
  });
});
