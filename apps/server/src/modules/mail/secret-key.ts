import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from '../../platform/app-error';

/** Where the key that encrypts stored secrets (SMTP passwords) comes from. */
export interface SecretKeyOptions {
  /** TAWI_SECRET_KEY: 32 bytes as 64 hex characters or base64. */
  key?: string | undefined;
  /** The embedded database's DATA_DIR: without `key`, a random `secret.key` is made there at first need. */
  dataDir?: string | undefined;
}

/** Returns the 32-byte key, or throws 422 `secret-key-missing` when there is none to use. */
export type SecretKey = () => Promise<Buffer>;

const KEY_FILE = 'secret.key';

/** 64 hex characters or base64 of exactly 32 bytes; anything else is a startup error. */
export function parseSecretKey(text: string, where = 'TAWI_SECRET_KEY'): Buffer {
  const value = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32 || (!/^[0-9a-f]{64}$/i.test(value) && key.toString('base64') !== value)) {
    throw new Error(`${where} must be 32 bytes, as 64 hex characters or base64`);
  }
  return key;
}

async function keyFromFile(dataDir: string): Promise<Buffer> {
  const path = join(dataDir, KEY_FILE);
  try {
    await writeFile(path, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return parseSecretKey(await readFile(path, 'utf8'), path);
}

/** The key source for one server: the given key, else the key file (made once, then reused), else none. */
export function secretKeyFrom(options: SecretKeyOptions = {}): SecretKey {
  if (options.key) {
    const key = parseSecretKey(options.key);
    return async () => key;
  }
  const { dataDir } = options;
  if (!dataDir) {
    return async () => {
      throw new AppError(
        'secret-key-missing',
        'Set TAWI_SECRET_KEY on the server (32 bytes, 64 hex characters) to store an SMTP password',
        { fields: { password: 'The server has no TAWI_SECRET_KEY to encrypt it with' } },
        422,
      );
    };
  }
  let loading: Promise<Buffer> | undefined;
  return () => {
    loading ??= keyFromFile(dataDir).catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return loading;
  };
}

const VERSION = 'v1';

/** AES-256-GCM: "v1:" and base64 of iv (12 bytes), tag (16 bytes) and the ciphertext. */
export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64')}`;
}

/** The plain text back; throws when the key is not the one it was encrypted with. */
export function decryptSecret(key: Buffer, stored: string): string {
  const raw = Buffer.from(stored.slice(VERSION.length + 1), 'base64');
  if (!stored.startsWith(`${VERSION}:`) || raw.length < 28) throw new Error('Not an encrypted secret');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

const keysByDatabase = new WeakMap<object, SecretKey>();

/** Sets the key of the secrets stored in this database (one database, one key); the app does it once. */
export function bindSecretKey(db: object, key: SecretKey): void {
  keysByDatabase.set(db, key);
}

/** The key bound to this database; none bound means no key (saving a password is 422). */
export function secretKeyOf(db: object): SecretKey {
  return keysByDatabase.get(db) ?? secretKeyFrom();
}
