import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import {
  auditLogApi,
  customersApi,
  invoicesApi,
  mailSettingsApi,
  outboxApi,
  type WireOf,
} from '@tawi/contracts';
import { auditLog, companyMailSettings } from '@tawi/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { pdfText } from '../../testing/pdf-text';
import { useSmtpServer } from '../../testing/smtp-test-server';
import { signupCompany, staffWithRole } from '../../testing/test-app';
import { sales } from '../sales/sales.fixture';
import { useMailTestApp } from './mail-test-app';
import { decryptSecret, parseSecretKey } from './secret-key';

const t = useMailTestApp();
const { received } = useSmtpServer();

/** Runs `fn` with the SMTP_* environment changed (undefined removes a variable), then puts it back. */
async function withEnv<T>(vars: Record<string, string | undefined>, fn: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
  apply(vars);
  try {
    return await fn();
  } finally {
    apply(saved);
  }
}

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });
}

type Body = WireOf<typeof mailSettingsApi.save.body>;

const SETTINGS = {
  host: 'smtp.acme.co.ke',
  port: 587,
  secure: false,
  username: 'mailer@acme.co.ke',
  password: 'S3cret-pass!',
  fromAddress: 'Acme Traders <accounts@acme.co.ke>',
};
const ACME_SENDER = [{ name: 'Acme Traders', address: 'accounts@acme.co.ke' }];
/** The local test SMTP server (no login), which useSmtpServer put in the environment. */
const testServer = (): Body => ({
  host: '127.0.0.1',
  port: Number(process.env.SMTP_PORT),
  secure: false,
  fromAddress: 'Acme Traders <accounts@acme.co.ke>',
});

async function owner(name = 'Acme Traders Ltd') {
  const o = await signupCompany(t.app, { companyName: name });
  const api = apiClient(t.app, o.token);
  const row = async () =>
    (
      await t.database.db
        .select()
        .from(companyMailSettings)
        .where(eq(companyMailSettings.companyId, o.user.companyId))
    )[0];
  const audits = async () =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, o.user.companyId), eq(auditLog.entity, 'mail-settings')));
  return { ...o, api, row, audits };
}

describe('company mail settings', () => {
  it('saves and reads the settings; the password is write-only and stored encrypted with the key file', async () => {
    const o = await owner();
    const fresh = await o.api.ok(mailSettingsApi.get);
    expect(fresh).toEqual({
      source: 'environment',
      host: '127.0.0.1',
      port: Number(process.env.SMTP_PORT),
      secure: false,
      username: null,
      fromAddress: 'Tawi <no-reply@127.0.0.1>',
      hasPassword: false,
      updatedAt: null,
    });
    const saved = await o.api.call(mailSettingsApi.save, {
      body: { ...SETTINGS, host: ' SMTP.Acme.co.ke ' },
    });
    expect(saved.status, saved.text).toBe(200);
    const { updatedAt, ...shown } = saved.body;
    expect(shown).toEqual({
      source: 'company',
      host: 'smtp.acme.co.ke',
      port: 587,
      secure: false,
      username: 'mailer@acme.co.ke',
      fromAddress: 'Acme Traders <accounts@acme.co.ke>',
      hasPassword: true,
    });
    expect(Date.parse(updatedAt ?? '')).toBeGreaterThan(0);
    expect(saved.text).not.toContain('S3cret');
    expect(await o.api.ok(mailSettingsApi.get)).toEqual(saved.body);

    const row = await o.row();
    expect(row?.passwordCipher).toMatch(/^v1:/);
    expect(row?.passwordCipher).not.toContain('S3cret');
    expect(row).toMatchObject({ updatedBy: o.user.uid, username: 'mailer@acme.co.ke' });
    const keyFile = join(t.dataDir, 'secret.key');
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    const key = parseSecretKey(await readFile(keyFile, 'utf8'));
    expect(decryptSecret(key, row?.passwordCipher ?? '')).toBe('S3cret-pass!');

    const { password: _, ...withoutPassword } = SETTINGS;
    const kept = await o.api.call(mailSettingsApi.save, {
      body: { ...withoutPassword, port: 2525, secure: true },
    });
    expect(kept.body).toMatchObject({ port: 2525, secure: true, hasPassword: true });
    expect((await o.row())?.passwordCipher).toBe(row?.passwordCipher);
    const cleared = await o.api.call(mailSettingsApi.save, { body: { ...SETTINGS, password: null } });
    expect(cleared.body).toMatchObject({ port: 587, hasPassword: false });
    expect((await o.row())?.passwordCipher).toBeNull();

    const audits = (await o.api.ok(auditLogApi.list, { query: { entity: 'mail-settings' } })).items;
    expect(audits.map((a) => a.summary)).toEqual([
      'SMTP server smtp.acme.co.ke:587, password cleared',
      'SMTP server smtp.acme.co.ke:2525',
      'SMTP server smtp.acme.co.ke:587, password changed',
    ]);
    expect(JSON.stringify(await o.audits())).not.toMatch(/S3cret|v1:/);

    const removed = await o.api.call(mailSettingsApi.remove);
    expect(removed.body).toMatchObject({ source: 'environment', host: '127.0.0.1' });
    expect(await o.row()).toBeUndefined();
    expect((await o.api.call(mailSettingsApi.remove)).status).toBe(404);
    expect(
      await withEnv({ SMTP_HOST: undefined }, async () => await o.api.ok(mailSettingsApi.get)),
    ).toMatchObject({ source: 'none', host: null, port: null, hasPassword: false });
  });

  it('refuses bad input (400 with the field) and changes nothing', async () => {
    const o = await owner('Strict Ltd');
    await o.api.ok(mailSettingsApi.save, { body: SETTINGS });
    const before = { row: await o.row(), audits: (await o.audits()).length };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ host: 'smtp acme' }, 'host'],
      [{ host: '' }, 'host'],
      [{ port: 0 }, 'port'],
      [{ port: 70000 }, 'port'],
      [{ port: '587' }, 'port'],
      [{ fromAddress: 'accounts' }, 'fromAddress'],
      [{ fromAddress: 'Acme <accounts>' }, 'fromAddress'],
      [{ fromAddress: 'Acme\r\nBcc: x@y.z <a@b.co>' }, 'fromAddress'],
      [{ password: '' }, 'password'],
      [{ username: null }, 'username'],
      [{ secure: 'yes' }, 'secure'],
    ];
    for (const [change, field] of cases) {
      const res = await o.api.call(mailSettingsApi.save, { body: { ...SETTINGS, ...change } as Body });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.error?.code).toBe('validation-error');
      expect(Object.keys(res.error?.details?.fields ?? {}), JSON.stringify(change)).toEqual([field]);
    }
    const unknown = await o.api.call(mailSettingsApi.save, { body: { ...SETTINGS, tls: true } as Body });
    expect(unknown.status).toBe(400);
    expect((await o.api.call(mailSettingsApi.sendTest, { body: { to: 'nobody' } })).status).toBe(400);
    expect(await o.row()).toEqual(before.row);
    expect((await o.audits()).length).toBe(before.audits);
    expect(received).toHaveLength(0);
  });

  it('is per company and needs the settings permissions', async () => {
    const o = await owner('Mine Ltd');
    await o.api.ok(mailSettingsApi.save, { body: SETTINGS });
    const mine = await o.row();
    const other = await owner('Theirs Ltd');
    expect((await other.api.ok(mailSettingsApi.get)).source).toBe('environment');
    expect((await other.api.call(mailSettingsApi.remove)).status).toBe(404);
    const viewer = await staffWithRole(t.app, o, 'viewer');
    const accountant = await staffWithRole(t.app, o, 'accountant');
    const asViewer = apiClient(t.app, viewer.token);
    const asAccountant = apiClient(t.app, accountant.token);
    expect((await asViewer.call(mailSettingsApi.get)).status).toBe(403);
    expect((await asAccountant.ok(mailSettingsApi.get)).host).toBe('smtp.acme.co.ke');
    for (const as of [asAccountant, asViewer]) {
      const save = await as.call(mailSettingsApi.save, { body: { ...SETTINGS, host: 'evil.example.com' } });
      expect(save.status, mailSettingsApi.save.id).toBe(403);
      expect((await as.call(mailSettingsApi.remove)).status, mailSettingsApi.remove.id).toBe(403);
      const test = await as.call(mailSettingsApi.sendTest, { body: { to: 'x@example.co.ke' } });
      expect(test.status, mailSettingsApi.sendTest.id).toBe(403);
    }
    expect(await o.row()).toEqual(mine);
    expect(await other.row()).toBeUndefined();
    expect(received).toHaveLength(0);
  });

  it("emails a document through the company's SMTP server, not the environment's", async () => {
    const s = await sales(t, 'Mail Settings Ltd');
    const api = apiClient(t.app, s.token);
    const saved = await api.call(mailSettingsApi.save, { body: testServer() });
    expect(saved.status, saved.text).toBe(200);
    const inv = await api.ok(invoicesApi.create, {
      body: {
        customerId: s.customer.id,
        lines: [
          { productId: s.sugar.id, description: 'Sugar 1 kg', qty: 2, unitPrice: 160, taxCategory: 'B' },
        ],
      },
    });
    const sentBefore = received.length;
    const mail = await withEnv({ SMTP_PORT: String(await closedPort()) }, () =>
      api.call(invoicesApi.email, { params: { id: inv.id }, body: { to: 'a@nakuru.co.ke' } }),
    );
    expect(mail.status, mail.text).toBe(202);
    expect(mail.body).toMatchObject({ status: 'sent', to: 'a@nakuru.co.ke' });
    expect(received).toHaveLength(sentBefore + 1);
    const got = received.at(-1);
    expect(got?.subject).toBe('Invoice INV-0001 from Mail Settings Ltd');
    expect(got?.from?.value).toEqual(ACME_SENDER);
    expect(got?.attachments[0]?.filename).toBe('Invoice-INV-0001-Nakuru-Hardware-Ltd.pdf');
    expect(pdfText(got?.attachments[0]?.content ?? Buffer.alloc(0))).toContain('INV-0001');
  });

  it('sends a test message with the settings in force; says why when it cannot', async () => {
    const o = await owner('Test Send Ltd');
    const test = (to = 'me@acme.co.ke') => o.api.call(mailSettingsApi.sendTest, { body: { to } });
    const viaEnv = await test('env@acme.co.ke');
    expect([viaEnv.status, viaEnv.body]).toEqual([202, { status: 'sent' }]);
    expect(received.at(-1)?.to).toMatchObject({ text: 'env@acme.co.ke' });
    await o.api.ok(mailSettingsApi.save, { body: testServer() });
    const viaCompany = await test();
    expect(viaCompany.status).toBe(202);
    expect(received.at(-1)).toMatchObject({ subject: 'Test email from Tawi' });
    expect(received.at(-1)?.from?.value).toEqual(ACME_SENDER);
    expect(received.at(-1)?.text).toContain(`127.0.0.1:${process.env.SMTP_PORT}`);

    const count = received.length;
    await o.api.ok(mailSettingsApi.save, { body: { ...testServer(), port: await closedPort() } });
    const refused = await test();
    expect(refused.status).toBe(502);
    expect(refused.error?.code).toBe('mail-failed');
    expect(refused.error?.message).toMatch(/ECONNREFUSED|connect/);
    expect(refused.error?.details?.smtpError).toBeTruthy();
    await o.api.ok(mailSettingsApi.remove);
    const none = await withEnv({ SMTP_HOST: undefined }, () => test());
    expect(none.status).toBe(409);
    expect(none.error).toMatchObject({ code: 'mail-not-configured' });
    expect(none.error?.message).toContain('Settings > Email (SMTP)');
    expect(received).toHaveLength(count);
  });

  it('retries a queued outbox message once the company has configured SMTP', async () => {
    const s = await sales(t, 'Queued Ltd');
    await withEnv({ SMTP_HOST: undefined }, async () => {
      const api = apiClient(t.app, s.token);
      const queued = await api.ok(customersApi.emailStatement, {
        params: { id: s.customer.id },
        body: { to: 'c@nakuru.co.ke' },
      });
      expect(queued.status).toBe('queued');
      const { id } = queued;
      const outbox = () => api.ok(outboxApi.list);
      expect(await outbox()).toMatchObject({ total: 1, smtpConfigured: false });
      const early = await api.call(outboxApi.retry, { params: { id } });
      expect(early.status).toBe(409);
      expect((await outbox()).items[0]?.status).toBe('queued');

      await api.call(mailSettingsApi.save, { body: testServer() });
      expect((await outbox()).smtpConfigured).toBe(true);
      const sentBefore = received.length;
      const retried = await api.call(outboxApi.retry, { params: { id } });
      expect(retried.status, retried.text).toBe(200);
      expect(retried.body).toMatchObject({ id, status: 'sent', error: null });
      expect(received).toHaveLength(sentBefore + 1);
      expect(received.at(-1)?.subject).toBe('Statement of account from Queued Ltd');
      expect(received.at(-1)?.from?.value).toEqual(ACME_SENDER);
    });
  });
});
