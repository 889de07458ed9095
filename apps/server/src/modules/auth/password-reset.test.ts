import { createHash } from 'node:crypto';
import { authApi, usersApi } from '@tawi/contracts';
import { outbox } from '@tawi/db';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { loginAs, signupCompany, staffWithRole, uniqueEmail, useTestApp } from '../../testing/test-app';
import { lastResetMail, resetMailsTo, storedResetTokens } from './password-reset.fixture';

const t = useTestApp();
const anonymous = () => apiClient(t.app);
const outboxSize = async () => Number((await t.app.db.select({ n: count() }).from(outbox))[0]?.n);

afterEach(() => {
  vi.useRealTimers();
  delete process.env.PUBLIC_URL;
});

describe('forgot password', () => {
  it('queues a mail with a one-time link to the reset page and stores only a hash of its token', async () => {
    const owner = await signupCompany(t.app, { companyName: 'Siri Hardware Ltd' });
    const res = await anonymous().call(authApi.forgotPassword, {
      body: { email: owner.email.toUpperCase() },
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      message: 'If an account uses this email, a link to reset its password is on its way',
    });
    const mails = await resetMailsTo(t, owner.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Reset your Tawi password');
    expect(mail.status).toBe('queued');
    expect(mail.link).toBe(`http://localhost:80/reset-password?token=${mail.token}`);
    expect(mail.token).toMatch(/^[\w-]{43}$/);
    expect(mail.text).toContain('Siri Hardware Ltd');
    expect(mail.text).toContain('within 60 minutes');
    const [stored, ...more] = await storedResetTokens(t, owner.user.uid);
    expect(more).toHaveLength(0);
    expect(stored?.tokenHash).toBe(createHash('sha256').update(mail.token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(mail.token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(3_600_000);
  });

  it('answers 202 for an unknown email and a deactivated user, and queues no mail', async () => {
    const owner = await signupCompany(t.app);
    const staff = await staffWithRole(t.app, owner, 'sales');
    await apiClient(t.app, owner.token).ok(usersApi.deactivate, { params: { id: staff.user.id } });
    const before = await outboxSize();
    const ghost = uniqueEmail('ghost');
    const unknown = await anonymous().call(authApi.forgotPassword, { body: { email: ghost } });
    const inactive = await anonymous().call(authApi.forgotPassword, { body: { email: staff.user.email } });
    expect([unknown.status, inactive.status]).toEqual([202, 202]);
    expect(unknown.text).toBe(inactive.text);
    expect(await outboxSize()).toBe(before);
    expect(await resetMailsTo(t, ghost)).toEqual([]);
  });

  it('puts PUBLIC_URL in the link rather than the Host the request names', async () => {
    const owner = await signupCompany(t.app);
    process.env.PUBLIC_URL = 'https://tawi.duka.co.ke/';
    const res = await apiClient(t.app, undefined, { host: 'evil.example.com' }).call(authApi.forgotPassword, {
      body: { email: owner.email },
    });
    expect(res.status).toBe(202);
    const mail = await lastResetMail(t, owner.email);
    expect(mail.link).toBe(`https://tawi.duka.co.ke/reset-password?token=${mail.token}`);
  });

  it('sends at most 5 links within an hour to one account', async () => {
    const owner = await signupCompany(t.app);
    for (let i = 0; i < 7; i++) {
      const res = await anonymous().call(authApi.forgotPassword, { body: { email: owner.email } });
      expect(res.status).toBe(202);
    }
    expect(await resetMailsTo(t, owner.email)).toHaveLength(5);
  });
});

describe('reset password', () => {
  it('sets the new password once, ends every session, and the old password stops working', async () => {
    const owner = await signupCompany(t.app);
    const other = await loginAs(t.app, owner.email, owner.password);
    await anonymous().ok(authApi.forgotPassword, { body: { email: owner.email } });
    const { token } = await lastResetMail(t, owner.email);
    const check = await anonymous().ok(authApi.checkResetToken, { query: { token } });
    expect(check).toEqual({ email: owner.email, passwordPolicy: expect.objectContaining({ minLength: 6 }) });

    const weak = await anonymous().call(authApi.resetPassword, { body: { token, password: 'abc' } });
    expect(weak.status).toBe(400);
    expect(weak.error).toMatchObject({ code: 'weak-password', details: { rule: 'minLength' } });

    const done = await anonymous().call(authApi.resetPassword, { body: { token, password: 'mpya-2026' } });
    expect(done.status).toBe(204);
    for (const session of [owner.token, other]) {
      const me = await apiClient(t.app, session).call(authApi.me);
      expect(me.status).toBe(401);
    }
    const old = await anonymous().call(authApi.login, {
      body: { email: owner.email, password: owner.password },
    });
    expect(old.status).toBe(401);
    expect(await loginAs(t.app, owner.email, 'mpya-2026')).toMatch(/^[\w-]{43}$/);

    const again = await anonymous().call(authApi.resetPassword, { body: { token, password: 'tena-2026' } });
    expect(again.status).toBe(410);
    expect(again.error).toMatchObject({ code: 'reset-token-used' });
    expect(again.error?.message).toContain('already used');
    const recheck = await anonymous().call(authApi.checkResetToken, { query: { token } });
    expect(recheck.error?.code).toBe('reset-token-used');
    expect(await loginAs(t.app, owner.email, 'mpya-2026')).toBeTruthy();
  });

  it('a link works until 1 hour after it was sent, then is refused as expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const sentAt = new Date();
    vi.setSystemTime(sentAt);
    const owner = await signupCompany(t.app);
    await anonymous().ok(authApi.forgotPassword, { body: { email: owner.email } });
    const { token } = await lastResetMail(t, owner.email);
    vi.setSystemTime(new Date(sentAt.getTime() + 59 * 60_000));
    expect((await anonymous().call(authApi.checkResetToken, { query: { token } })).status).toBe(200);
    vi.setSystemTime(new Date(sentAt.getTime() + 60 * 60_000 + 1_000));
    const late = await anonymous().call(authApi.resetPassword, { body: { token, password: 'late-2026' } });
    expect(late.status).toBe(410);
    expect(late.error).toMatchObject({ code: 'reset-token-expired' });
    expect(late.error?.message).toContain('1 hour');
    expect(
      (await anonymous().call(authApi.login, { body: { email: owner.email, password: owner.password } }))
        .status,
    ).toBe(200);
  });

  it('refuses an unknown token with 400 reset-token-invalid, and a second link ends the first', async () => {
    const made = await anonymous().call(authApi.resetPassword, {
      body: { token: 'x'.repeat(43), password: 'whatever-1' },
    });
    expect(made.status).toBe(400);
    expect(made.error).toMatchObject({ code: 'reset-token-invalid' });
    const owner = await signupCompany(t.app);
    await anonymous().ok(authApi.forgotPassword, { body: { email: owner.email } });
    await anonymous().ok(authApi.forgotPassword, { body: { email: owner.email } });
    const [first, second] = await resetMailsTo(t, owner.email);
    expect(first!.token).not.toBe(second!.token);
    await anonymous().ok(authApi.resetPassword, { body: { token: second!.token, password: 'second-1' } });
    const stale = await anonymous().call(authApi.resetPassword, {
      body: { token: first!.token, password: 'first-1' },
    });
    expect(stale.error?.code).toBe('reset-token-used');
    expect(await loginAs(t.app, owner.email, 'second-1')).toBeTruthy();
  });

  it('lets the user sign in again after too many wrong guesses once they reset', async () => {
    const owner = await signupCompany(t.app);
    for (let i = 0; i < 6; i++) {
      await anonymous().call(authApi.login, { body: { email: owner.email, password: `guess-${i}` } });
    }
    const blocked = await anonymous().call(authApi.login, {
      body: { email: owner.email, password: owner.password },
    });
    expect(blocked.status).toBe(429);
    await anonymous().ok(authApi.forgotPassword, { body: { email: owner.email } });
    const { token } = await lastResetMail(t, owner.email);
    await anonymous().ok(authApi.resetPassword, { body: { token, password: 'fresh-2026' } });
    expect(await loginAs(t.app, owner.email, 'fresh-2026')).toBeTruthy();
  });
});
