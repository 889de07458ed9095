import { authApi } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { loginAs, signupCompany, useTestApp } from '../../testing/test-app';

const t = useTestApp();

describe("the signed-in user's preferences", () => {
  it('starts in English, saves Swahili for this user only and answers it on me and at the next sign-in', async () => {
    const owner = await signupCompany(t.app);
    expect(owner.user.language).toBe('en');
    const api = apiClient(t.app, owner.token);

    expect(await api.ok(authApi.updatePreferences, { body: { language: 'sw' } })).toEqual({ language: 'sw' });
    const me = await api.ok(authApi.me);
    expect(me.user.language).toBe('sw');
    // the company's document language is its own setting, untouched by a user's choice
    expect(me.company.language).toBe('en');

    const again = await apiClient(t.app).ok(authApi.login, {
      body: { email: owner.email, password: owner.password },
    });
    expect(again.user.language).toBe('sw');

    // leaving the field out keeps it
    expect(await api.ok(authApi.updatePreferences, { body: {} })).toEqual({ language: 'sw' });

    const other = await signupCompany(t.app);
    expect((await apiClient(t.app, other.token).ok(authApi.me)).user.language).toBe('en');
  });

  it('refuses a language it does not have, and unknown fields, in the error shape; keeps the saved one', async () => {
    const owner = await signupCompany(t.app);
    const api = apiClient(t.app, await loginAs(t.app, owner.email, owner.password));
    await api.ok(authApi.updatePreferences, { body: { language: 'sw' } });

    const french = await api.call(authApi.updatePreferences, { body: { language: 'fr' } as never });
    expect(french.status).toBe(400);
    expect(french.error).toMatchObject({
      code: 'validation-error',
      details: { fields: { language: expect.any(String) } },
    });
    const unknown = await api.call(authApi.updatePreferences, { body: { theme: 'dark' } as never });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.code).toBe('validation-error');

    expect((await api.ok(authApi.me)).user.language).toBe('sw');
    expect(
      (await apiClient(t.app).call(authApi.updatePreferences, { body: { language: 'en' } })).status,
    ).toBe(401);
  });
});
