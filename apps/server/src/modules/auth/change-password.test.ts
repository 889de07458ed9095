import { authApi, companyApi } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { loginAs, signupCompany, useTestApp } from '../../testing/test-app';
import { resetMailsTo } from './password-reset.fixture';

const t = useTestApp();

describe('change password', () => {
  it('checks the current password and the policy, keeps this session and ends the others', async () => {
    const owner = await signupCompany(t.app);
    const laptop = await loginAs(t.app, owner.email, owner.password);
    const api = apiClient(t.app, owner.token);

    const wrong = await api.call(authApi.changePassword, {
      body: { currentPassword: 'not-mine-1', newPassword: 'mpya-2026' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.error).toMatchObject({
      code: 'wrong-password',
      details: { fields: { currentPassword: 'Not your current password' } },
    });

    const weak = await api.call(authApi.changePassword, {
      body: { currentPassword: owner.password, newPassword: 'abc' },
    });
    expect(weak.status).toBe(400);
    expect(weak.error).toMatchObject({ code: 'weak-password', details: { rule: 'minLength' } });
    expect(weak.error?.details?.fields).toHaveProperty('newPassword');

    const done = await api.call(authApi.changePassword, {
      body: { currentPassword: owner.password, newPassword: 'mpya-2026' },
    });
    expect(done.status).toBe(204);
    expect((await api.call(authApi.me)).status).toBe(200);
    expect((await apiClient(t.app, laptop).call(authApi.me)).status).toBe(401);
    const old = await apiClient(t.app).call(authApi.login, {
      body: { email: owner.email, password: owner.password },
    });
    expect(old.status).toBe(401);
    expect(await loginAs(t.app, owner.email, 'mpya-2026')).toBeTruthy();
  });

  it("holds the new password to the company's own policy, as for new users", async () => {
    const owner = await signupCompany(t.app);
    const api = apiClient(t.app, owner.token);
    const company = await api.ok(companyApi.get);
    await api.ok(companyApi.update, {
      body: { passwordPolicy: { ...company.passwordPolicy, minLength: 10, requireNumeric: true } },
    });
    const short = await api.call(authApi.changePassword, {
      body: { currentPassword: owner.password, newPassword: 'nine-char' },
    });
    expect(short.error).toMatchObject({ code: 'weak-password', details: { rule: 'minLength' } });
    expect(short.error?.message).toContain('10');
    const noDigit = await api.call(authApi.changePassword, {
      body: { currentPassword: owner.password, newPassword: 'no-digits-here' },
    });
    expect(noDigit.error?.details?.rule).toBe('requireNumeric');
    expect(
      (
        await api.call(authApi.changePassword, {
          body: { currentPassword: owner.password, newPassword: 'digits-2026!' },
        })
      ).status,
    ).toBe(204);
    // the reset page shows the same policy
    await apiClient(t.app).ok(authApi.forgotPassword, { body: { email: owner.email } });
    const [mail] = await resetMailsTo(t, owner.email);
    const check = await apiClient(t.app).ok(authApi.checkResetToken, { query: { token: mail!.token } });
    expect(check.passwordPolicy).toMatchObject({ minLength: 10, requireNumeric: true });
  });

  it('counts wrong current passwords towards the sign-in limit, and needs a session', async () => {
    const owner = await signupCompany(t.app);
    const api = apiClient(t.app, owner.token);
    for (let i = 0; i < 5; i++) {
      const res = await api.call(authApi.changePassword, {
        body: { currentPassword: `guess-${i}`, newPassword: 'mpya-2026' },
      });
      expect(res.status).toBe(400);
    }
    const blocked = await api.call(authApi.changePassword, {
      body: { currentPassword: owner.password, newPassword: 'mpya-2026' },
    });
    expect(blocked.status).toBe(429);
    const anonymous = await apiClient(t.app).call(authApi.changePassword, {
      body: { currentPassword: owner.password, newPassword: 'mpya-2026' },
    });
    expect(anonymous.status).toBe(401);
  });
});
