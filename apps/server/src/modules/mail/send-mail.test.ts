import { createServer } from 'node:net';
import { outbox } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signupCompany, useTestApp } from '../../testing/test-app';
import { readMailConfig } from './mail-config';
import { sendMail } from './send-mail';

const t = useTestApp();

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });
}

describe('mail', () => {
  it('reads SMTP settings from the environment; no SMTP_HOST means none', () => {
    expect(readMailConfig({})).toBeUndefined();
    expect(readMailConfig({ SMTP_HOST: 'smtp.example.co.ke', SMTP_USER: 'u', SMTP_PASS: 'p' })).toEqual({
      host: 'smtp.example.co.ke',
      port: 587,
      secure: false,
      user: 'u',
      pass: 'p',
      from: 'Tawi <no-reply@smtp.example.co.ke>',
    });
    expect(readMailConfig({ SMTP_HOST: 'h', SMTP_SECURE: 'true' })?.port).toBe(465);
    expect(() => readMailConfig({ SMTP_HOST: 'h', SMTP_PORT: 'x' })).toThrow(/SMTP_PORT/);
  });

  it('keeps every message in the outbox: queued without SMTP, failed (502) when the server refuses', async () => {
    const owner = await signupCompany(t.app);
    const actor = { companyId: owner.user.companyId, userId: owner.user.uid };
    const message = { to: 'a@example.co.ke', subject: 'Hello', text: 'Body' };
    const queued = await sendMail(t.database.db, actor, message, undefined);
    expect(queued).toMatchObject({ status: 'queued', to: 'a@example.co.ke' });
    const config = {
      host: '127.0.0.1',
      port: await closedPort(),
      secure: false,
      user: undefined,
      pass: undefined,
      from: 'x@y.z',
    };
    await expect(sendMail(t.database.db, actor, message, config)).rejects.toMatchObject({
      code: 'mail-failed',
      status: 502,
    });
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.companyId, actor.companyId));
    expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'queued']);
    expect(rows.find((r) => r.status === 'failed')?.error).toBeTruthy();
  });
});
