import { authApi, branchesApi, customersApi, invoicesApi, platformApi } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { call, loginAs, signupCompany, uniqueEmail, useTestApp } from '../../testing/test-app';

const t = useTestApp();

describe('sign up, log in, me, log out', () => {
  it('signs up a company with its first branch and owner', async () => {
    const email = uniqueEmail('Owner');
    const res = await apiClient(t.app).call(authApi.signup, {
      body: {
        companyName: 'Mama Mboga Ltd',
        branchName: 'Thika',
        fullName: 'Amina Odera',
        email,
        password: 'pass123',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.accessToken).toMatch(/^[\w-]{40,}$/);
    expect(res.body.user).toMatchObject({
      businessName: 'Mama Mboga Ltd',
      userRole: 'owner',
      fullName: 'Amina Odera',
      email: email.toLowerCase(),
    });
    expect(res.body.company).toMatchObject({
      name: 'Mama Mboga Ltd',
      currency: 'KES',
      timeZone: 'Africa/Nairobi',
    });
    expect(res.body.company.passwordPolicy.minLength).toBe(6);
    const me = await apiClient(t.app, res.body.accessToken).call(authApi.me);
    expect(me.status).toBe(200);
    expect(me.body.user.uid).toBe(res.body.user.uid);
    expect(me.body.branches.map((b) => b.name)).toEqual(['Thika']);
    expect(me.body.user.branchId).toBe(me.body.branches[0]?.id);
    // every module x action, and costs:read
    expect(me.body.permissions).toHaveLength(46);
    // not said at sign-up: not VAT-registered, so no VAT is charged
    expect(res.body.company).toMatchObject({ vatRegistered: false, vatRegisteredFrom: null, kraPin: null });
  });

  it('onboards a VAT-registered business with its KRA PIN and the date the registration takes effect', async () => {
    const body = {
      companyName: 'Duka la Ushuru Ltd',
      branchName: 'Nakuru',
      fullName: 'Peter Kamau',
      email: uniqueEmail('Vat'),
      password: 'pass123',
      vatRegistered: true,
    };
    const missing = await apiClient(t.app).call(authApi.signup, { body });
    expect(missing.status).toBe(400);
    expect(missing.error?.details).toMatchObject({
      fields: { kraPin: expect.any(String), vatRegisteredFrom: expect.any(String) },
    });
    const res = await apiClient(t.app).call(authApi.signup, {
      body: { ...body, kraPin: 'p051234599q', vatRegisteredFrom: '2026-11-01' },
    });
    expect(res.status).toBe(201);
    expect(res.body.company).toMatchObject({
      vatRegistered: true,
      vatRegisteredFrom: '2026-11-01',
      kraPin: 'P051234599Q',
    });
    // an invoice before the registration carries no VAT, one from it on does
    const api = apiClient(t.app, res.body.accessToken);
    const customer = await api.ok(customersApi.create, {
      body: { name: 'Hoteli Bora', paymentTerms: 'net_15' },
    });
    const lines = [{ description: 'Catering', qty: 1, unitPrice: 1000, taxCategory: 'B' as const }];
    const before = await api.ok(invoicesApi.create, {
      body: { customerId: customer.id, date: '2026-10-31', lines },
    });
    const after = await api.ok(invoicesApi.create, {
      body: { customerId: customer.id, date: '2026-11-01', lines },
    });
    expect([before.taxTotal, after.taxTotal]).toEqual([0, 160]);
  });

  it('refuses a duplicate email (any case) with 409 and creates nothing', async () => {
    const first = await signupCompany(t.app);
    const res = await apiClient(t.app).call(authApi.signup, {
      body: {
        companyName: 'Other',
        branchName: 'B',
        fullName: 'X',
        email: first.email.toUpperCase(),
        password: 'secret123',
      },
    });
    expect(res.status).toBe(409);
    expect(res.error?.code).toBe('email-already-in-use');
  });

  it('refuses a short password with weak-password naming the rule', async () => {
    const res = await apiClient(t.app).call(authApi.signup, {
      body: { companyName: 'C', branchName: 'B', fullName: 'X', email: uniqueEmail(), password: '12345' },
    });
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe('weak-password');
    expect(res.error?.details?.rule).toBe('minLength');
    expect(res.error?.message).toContain('6');
  });

  it('logs in with the same answer for wrong email and wrong password', async () => {
    const owner = await signupCompany(t.app);
    const ok = await call(t.app, 'POST', authApi.login.path, {
      body: { email: owner.email, password: owner.password },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe(owner.email);
    const cookie = ok.cookies.find((c) => c.name === 'tawi_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(ok.cookies.find((c) => c.name === 'tawi_csrf')?.httpOnly).toBeFalsy();
    const anonymous = apiClient(t.app);
    const wrongPassword = await anonymous.call(authApi.login, {
      body: { email: owner.email, password: 'nope-nope' },
    });
    const wrongEmail = await anonymous.call(authApi.login, {
      body: { email: uniqueEmail('ghost'), password: owner.password },
    });
    expect(wrongPassword.status).toBe(401);
    expect(wrongEmail.status).toBe(401);
    expect(wrongPassword.error).toEqual(wrongEmail.error);
    expect(wrongPassword.text).toBe(wrongEmail.text);
    expect(wrongEmail.error?.code).toBe('invalid-credential');
  });

  it('ends the session at once on logout', async () => {
    const owner = await signupCompany(t.app);
    const token = await loginAs(t.app, owner.email, owner.password);
    const api = apiClient(t.app, token);
    expect((await api.call(authApi.me)).status).toBe(200);
    expect((await api.call(authApi.logout)).status).toBe(204);
    const after = await api.call(authApi.me);
    expect(after.status).toBe(401);
    expect(after.error?.code).toBe('unauthenticated');
    // the signup session is separate and still works
    expect((await apiClient(t.app, owner.token).call(authApi.me)).status).toBe(200);
  });

  it('needs a session for everything but the public routes', async () => {
    expect((await apiClient(t.app).call(authApi.me)).status).toBe(401);
    expect((await apiClient(t.app, 'made-up').call(authApi.me)).status).toBe(401);
    expect(await apiClient(t.app).ok(platformApi.health)).toMatchObject({ status: 'ok' });
  });
});

describe('cookie sessions and CSRF', () => {
  it('accepts the cookie for reads and requires the CSRF header for writes', async () => {
    const owner = await signupCompany(t.app);
    const login = await call(t.app, 'POST', authApi.login.path, {
      body: { email: owner.email, password: owner.password },
    });
    const session = login.cookies.find((c) => c.name === 'tawi_session')!.value;
    const csrf = login.cookies.find((c) => c.name === 'tawi_csrf')!.value;
    const cookie = `tawi_session=${session}; tawi_csrf=${csrf}`;
    const asCookie = apiClient(t.app, undefined, { cookie });
    const me = await asCookie.call(authApi.me);
    expect(me.status).toBe(200);
    const eldoret = { body: { name: 'Eldoret' } };
    const noCsrf = await asCookie.call(branchesApi.create, eldoret);
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.error?.code).toBe('forbidden');
    const wrongCsrf = await apiClient(t.app, undefined, { cookie, 'x-csrf-token': 'x'.repeat(43) }).call(
      branchesApi.create,
      eldoret,
    );
    expect(wrongCsrf.status).toBe(403);
    const withCsrf = await apiClient(t.app, undefined, { cookie, 'x-csrf-token': csrf }).call(
      branchesApi.create,
      eldoret,
    );
    expect(withCsrf.status).toBe(201);
    const branches = await apiClient(t.app, owner.token).ok(branchesApi.list);
    expect(branches.items.map((b) => b.name)).toEqual(['Nairobi', 'Eldoret']);
  });
});

// Calls that read the session cookies or come from a given address (remoteAddress) go through call():
// the typed client sends neither.
describe('login rate limit', () => {
  it('lets at most 5 of 20 parallel wrong guesses through to the password check', async () => {
    const owner = await signupCompany(t.app);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t.app, 'POST', authApi.login.path, {
          body: { email: owner.email, password: `guess-${i}` },
          remoteAddress: '10.5.5.5',
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it('refuses the account after 5 failures within 15 minutes with 429 and Retry-After', async () => {
    const owner = await signupCompany(t.app);
    const anonymous = apiClient(t.app);
    for (let i = 0; i < 5; i++) {
      const res = await anonymous.call(authApi.login, {
        body: { email: owner.email, password: `bad-${i}x` },
      });
      expect(res.status).toBe(401);
    }
    const blocked = await anonymous.call(authApi.login, {
      body: { email: owner.email, password: owner.password },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.error?.code).toBe('too-many-requests');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // another account from another address is not affected
    const other = await signupCompany(t.app);
    const fine = await call(t.app, 'POST', authApi.login.path, {
      body: { email: other.email, password: other.password },
      remoteAddress: '10.9.9.9',
    });
    expect(fine.status).toBe(200);
  });

  it('refuses an address after 30 failures across accounts', async () => {
    const app = t.app;
    for (let i = 0; i < 30; i++) {
      const res = await call(app, 'POST', authApi.login.path, {
        body: { email: uniqueEmail(`spray${i}`), password: 'whatever1' },
        remoteAddress: '10.7.7.7',
      });
      expect(res.status).toBe(401);
    }
    const owner = await signupCompany(app);
    const blocked = await call(app, 'POST', authApi.login.path, {
      body: { email: owner.email, password: owner.password },
      remoteAddress: '10.7.7.7',
    });
    expect(blocked.status).toBe(429);
    const elsewhere = await call(app, 'POST', authApi.login.path, {
      body: { email: owner.email, password: owner.password },
      remoteAddress: '10.7.7.8',
    });
    expect(elsewhere.status).toBe(200);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
