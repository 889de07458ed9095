import { authApi, usersApi } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { loginAs, signupCompany, staffWithRole, useTestApp } from '../../testing/test-app';
import { lastResetMail, resetMailsTo } from './password-reset.fixture';

const t = useTestApp();

describe("an owner's forced password reset", () => {
  it("ends the user's sessions and mails them a link that sets a new password", async () => {
    const owner = await signupCompany(t.app, { companyName: 'Pwani Supplies Ltd' });
    const staff = await staffWithRole(t.app, owner, 'sales');
    const res = await apiClient(t.app, owner.token).call(usersApi.sendPasswordReset, {
      params: { id: staff.user.id },
    });
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(`A password reset link is on its way to ${staff.user.email}`);
    expect((await apiClient(t.app, staff.token).call(authApi.me)).status).toBe(401);
    const mail = await lastResetMail(t, staff.user.email);
    expect(mail.text).toContain('An owner of Pwani Supplies Ltd asked for your Tawi password to be reset');
    // the old password no longer signs in (the reset may be for a password others know); whoever
    // gives it is told why, a wrong one is not
    const signIn = (password: string) =>
      apiClient(t.app).call(authApi.login, { body: { email: staff.user.email, password } });
    const old = await signIn('secret123');
    expect([old.status, old.error?.code, old.error?.message]).toEqual([
      401,
      'invalid-credential',
      'Your password was reset by an owner: set a new one with the link sent to your email',
    ]);
    expect((await signIn('not-it-123')).error?.message).toBe('Wrong email or password');
    await apiClient(t.app).ok(authApi.resetPassword, { body: { token: mail.token, password: 'mpya-2026' } });
    expect(await loginAs(t.app, staff.user.email, 'mpya-2026')).toBeTruthy();
    expect((await signIn('secret123')).error?.message).toBe('Wrong email or password');
    // the owner's own session is untouched
    expect((await apiClient(t.app, owner.token).call(authApi.me)).status).toBe(200);
  });

  it("answers 404 for another company's user, 403 without settings:update, 409 for an owner by a non-owner", async () => {
    const owner = await signupCompany(t.app);
    const staff = await staffWithRole(t.app, owner, 'sales');
    const rival = await signupCompany(t.app, { companyName: 'Rival Ltd' });
    const foreign = await apiClient(t.app, rival.token).call(usersApi.sendPasswordReset, {
      params: { id: staff.user.id },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.error?.code).toBe('not-found');
    expect((await apiClient(t.app, staff.token).call(authApi.me)).status).toBe(200);
    expect(await resetMailsTo(t, staff.user.email)).toEqual([]);

    const bySales = await apiClient(t.app, staff.token).call(usersApi.sendPasswordReset, {
      params: { id: owner.user.uid },
    });
    expect(bySales.status).toBe(403);
    const admin = await staffWithRole(t.app, owner, 'administrator');
    const onOwner = await apiClient(t.app, admin.token).call(usersApi.sendPasswordReset, {
      params: { id: owner.user.uid },
    });
    expect(onOwner.status).toBe(409);
    expect(onOwner.error?.message).toContain('Only an owner');
    expect((await apiClient(t.app, owner.token).call(authApi.me)).status).toBe(200);
    expect(await resetMailsTo(t, owner.email)).toEqual([]);
    const onStaff = await apiClient(t.app, admin.token).call(usersApi.sendPasswordReset, {
      params: { id: staff.user.id },
    });
    expect(onStaff.status).toBe(202);
    expect(await resetMailsTo(t, staff.user.email)).toHaveLength(1);
  });
});
