import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mailSettingsApi } from '@tawi/contracts';
import { auditLog, companyMailSettings } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { signupCompany, useTestApp } from '../../testing/test-app';
import { decryptSecret, encryptSecret, parseSecretKey, secretKeyFrom } from './secret-key';

const t = useTestApp();

describe('secret key', () => {
  it('takes TAWI_SECRET_KEY as 64 hex characters or base64 of 32 bytes, nothing else', () => {
    const bytes = randomBytes(32);
    expect(parseSecretKey(bytes.toString('hex'))).toEqual(bytes);
    expect(parseSecretKey(` ${bytes.toString('base64')}\n`)).toEqual(bytes);
    for (const bad of [
      '',
      'abc',
      randomBytes(16).toString('hex'),
      randomBytes(31).toString('base64'),
      'z'.repeat(64),
    ]) {
      expect(() => parseSecretKey(bad), bad).toThrow(/TAWI_SECRET_KEY must be 32 bytes/);
    }
    expect(() => secretKeyFrom({ key: 'short' })).toThrow(/TAWI_SECRET_KEY/);
  });

  it('encrypts with AES-256-GCM: a fresh IV each time, and only its own key opens it', () => {
    const key = randomBytes(32);
    const a = encryptSecret(key, 'pa55word');
    const b = encryptSecret(key, 'pa55word');
    expect(a).not.toBe(b);
    expect(a).not.toContain('pa55word');
    expect([decryptSecret(key, a), decryptSecret(key, b)]).toEqual(['pa55word', 'pa55word']);
    expect(() => decryptSecret(randomBytes(32), a)).toThrow();
    const tampered = `${a.slice(0, -4)}AAA=`;
    expect(() => decryptSecret(key, tampered)).toThrow();
  });

  it('makes DATA_DIR/secret.key (0600) at first need and reuses it; a given key wins', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tawi-key-'));
    try {
      const first = secretKeyFrom({ dataDir });
      await expect(stat(join(dataDir, 'secret.key'))).rejects.toThrow();
      const [k1, k2] = await Promise.all([first(), first()]);
      const file = join(dataDir, 'secret.key');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(k2).toEqual(k1);
      expect(await secretKeyFrom({ dataDir })()).toEqual(k1);
      expect(await readFile(file, 'utf8')).toBe(k1.toString('hex'));
      const given = randomBytes(32);
      expect(await secretKeyFrom({ key: given.toString('hex'), dataDir })()).toEqual(given);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('without a key (PostgreSQL and no TAWI_SECRET_KEY) a password is refused with 422 and nothing is saved', async () => {
    const owner = await signupCompany(t.app);
    const settings = {
      host: 'smtp.acme.co.ke',
      port: 587,
      secure: false,
      fromAddress: 'accounts@acme.co.ke',
    };
    const api = apiClient(t.app, owner.token);
    const refused = await api.call(mailSettingsApi.save, {
      body: { ...settings, username: 'mailer', password: 'secret' },
    });
    expect(refused.status).toBe(422);
    expect(refused.error).toMatchObject({
      code: 'secret-key-missing',
      details: { fields: { password: 'The server has no TAWI_SECRET_KEY to encrypt it with' } },
    });
    expect(refused.error?.message).toContain('TAWI_SECRET_KEY');
    const mine = eq(companyMailSettings.companyId, owner.user.companyId);
    expect(await t.database.db.select().from(companyMailSettings).where(mine)).toEqual([]);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'mail-settings'));
    expect(audits).toEqual([]);
    const noPassword = await api.call(mailSettingsApi.save, { body: settings });
    expect(noPassword.body).toMatchObject({ source: 'company', username: null, hasPassword: false });
  });
});
