import { describe, expect, it } from 'vitest';
import { call, loginAs, signupCompany, uniqueEmail, useTestApp } from '../../testing/test-app';

const t = useTestApp();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('business profile', () => {
  it('validates and saves the profile; normalises the phone', async () => {
    const owner = await signupCompany(t.app);
    const bad = await call(t.app, 'PATCH', '/api/company', {
      token: owner.token,
      body: { kraPin: '12345', phone: '0800', financialYearStartMonth: 13 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details.fields).sort()).toEqual([
      'financialYearStartMonth',
      'kraPin',
      'phone',
    ]);
    const ok = await call(t.app, 'PATCH', '/api/company', {
      token: owner.token,
      body: {
        name: 'Acme Kenya Ltd',
        kraPin: 'p051234567x',
        vatRegistered: true,
        phone: '0712 345 678',
        email: 'Info@Acme.co.ke',
        address: 'Kimathi Street, Nairobi',
        financialYearStartMonth: 7,
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      name: 'Acme Kenya Ltd',
      kraPin: 'P051234567X',
      vatRegistered: true,
      phone: '+254712345678',
      email: 'info@acme.co.ke',
      financialYearStartMonth: 7,
      currency: 'KES',
    });
    const me = (await call(t.app, 'GET', '/api/auth/me', { token: owner.token })).body;
    expect(me.user.businessName).toBe('Acme Kenya Ltd');
    const cleared = await call(t.app, 'PATCH', '/api/company', { token: owner.token, body: { address: '' } });
    expect(cleared.body.address).toBeNull();
    const audit = (
      await call(t.app, 'GET', '/api/audit-log?entity=company&action=update', { token: owner.token })
    ).body;
    expect(audit.total).toBe(2);
    expect(audit.items[1].before.name).toBe('Acme Traders Ltd');
    expect(audit.items[1].after.name).toBe('Acme Kenya Ltd');
    expect(audit.items[0].userName).toBe('Jane Wanjiru');
  });

  it('uploads a logo of a checked type and size, serves it, removes it', async () => {
    const owner = await signupCompany(t.app);
    const auth = { authorization: `Bearer ${owner.token}` };
    const up = await t.app.inject({
      method: 'PUT',
      url: '/api/company/logo',
      headers: { ...auth, 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(up.statusCode).toBe(200);
    expect(up.json().hasLogo).toBe(true);
    expect(Date.parse(up.json().updatedAt)).toBeGreaterThan(Date.parse(owner.company.updatedAt));
    const get = await t.app.inject({ method: 'GET', url: '/api/company/logo', headers: auth });
    expect(get.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(get.rawPayload, PNG)).toBe(0);
    const fake = await t.app.inject({
      method: 'PUT',
      url: '/api/company/logo',
      headers: { ...auth, 'content-type': 'image/png' },
      payload: Buffer.from('<svg onload=alert(1)>'),
    });
    expect(fake.statusCode).toBe(415);
    const svg = await t.app.inject({
      method: 'PUT',
      url: '/api/company/logo',
      headers: { ...auth, 'content-type': 'image/svg+xml' },
      payload: Buffer.from('<svg/>'),
    });
    expect(svg.statusCode).toBe(415);
    expect(svg.json().error.code).toBe('unsupported-media-type');
    const big = await t.app.inject({
      method: 'PUT',
      url: '/api/company/logo',
      headers: { ...auth, 'content-type': 'image/png' },
      payload: Buffer.concat([PNG, Buffer.alloc(600 * 1024)]),
    });
    expect(big.statusCode).toBe(413);
    const again = await t.app.inject({ method: 'GET', url: '/api/company/logo', headers: auth });
    expect(Buffer.compare(again.rawPayload, PNG)).toBe(0);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/company/logo', headers: auth })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/company/logo', headers: auth })).statusCode).toBe(
      404,
    );
  });

  it("applies the company's password policy to new users and password changes", async () => {
    const owner = await signupCompany(t.app);
    const policy = {
      minLength: 8,
      maxLength: 20,
      requireLowercase: true,
      requireUppercase: true,
      requireNumeric: true,
      requireNonAlphanumeric: true,
    };
    const saved = await call(t.app, 'PATCH', '/api/company', {
      token: owner.token,
      body: { passwordPolicy: policy },
    });
    expect(saved.body.passwordPolicy).toEqual(policy);
    const me = (await call(t.app, 'GET', '/api/auth/me', { token: owner.token })).body;
    const roles = (await call(t.app, 'GET', '/api/roles', { token: owner.token })).body.items;
    const body = {
      fullName: 'Grace Njeri',
      email: uniqueEmail('grace'),
      roleId: roles[4].id,
      branchIds: [me.user.branchId],
      branchId: me.user.branchId,
    };
    const cases: Array<[string, string]> = [
      ['Ab1!', 'minLength'],
      ['Abcdefgh1!Abcdefgh1!X', 'maxLength'],
      ['ABCDEFG1!', 'requireLowercase'],
      ['abcdefg1!', 'requireUppercase'],
      ['Abcdefgh!', 'requireNumeric'],
      ['Abcdefgh1', 'requireNonAlphanumeric'],
    ];
    for (const [password, rule] of cases) {
      const res = await call(t.app, 'POST', '/api/users', {
        token: owner.token,
        body: { ...body, password },
      });
      expect(res.status, password).toBe(400);
      expect(res.body.error.code).toBe('weak-password');
      expect(res.body.error.details.rule).toBe(rule);
    }
    const ok = await call(t.app, 'POST', '/api/users', {
      token: owner.token,
      body: { ...body, password: 'Kenya2026!' },
    });
    expect(ok.status).toBe(201);
    const weakChange = await call(t.app, 'PATCH', `/api/users/${ok.body.id}`, {
      token: owner.token,
      body: { password: 'short' },
    });
    expect(weakChange.body.error.code).toBe('weak-password');
    const badPolicy = await call(t.app, 'PATCH', '/api/company', {
      token: owner.token,
      body: { passwordPolicy: { ...policy, minLength: 12, maxLength: 10 } },
    });
    expect(badPolicy.status).toBe(400);
  });
});

describe('branches', () => {
  it('adds, edits, refuses duplicates, deactivates with rules', async () => {
    const owner = await signupCompany(t.app);
    const me = (await call(t.app, 'GET', '/api/auth/me', { token: owner.token })).body;
    const added = await call(t.app, 'POST', '/api/branches', {
      token: owner.token,
      body: { name: 'Kisumu', code: 'ksm', address: 'Oginga Odinga St', phone: '+254 712 000 111' },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Kisumu', code: 'KSM', phone: '+254712000111', isActive: true });
    const dup = await call(t.app, 'POST', '/api/branches', { token: owner.token, body: { name: 'kisumu' } });
    expect(dup.status).toBe(409);
    expect(dup.body.error.details.fields.name).toBeTruthy();
    const edited = await call(t.app, 'PATCH', `/api/branches/${added.body.id}`, {
      token: owner.token,
      body: { name: 'Kisumu Central' },
    });
    expect(edited.body.name).toBe('Kisumu Central');
    expect(Date.parse(edited.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(added.body.updatedAt));
    const home = await call(t.app, 'DELETE', `/api/branches/${me.user.branchId}`, { token: owner.token });
    expect(home.status).toBe(409);
    expect(home.body.error.message).toContain('home branch');
    expect(
      (await call(t.app, 'DELETE', `/api/branches/${added.body.id}`, { token: owner.token })).status,
    ).toBe(204);
    const active = (await call(t.app, 'GET', '/api/branches', { token: owner.token })).body.items;
    expect(active.map((b: { name: string }) => b.name)).toEqual(['Nairobi']);
    const all = (await call(t.app, 'GET', '/api/branches?includeInactive=true', { token: owner.token })).body
      .items;
    expect(all.map((b: { isActive: boolean }) => b.isActive)).toEqual([true, false]);
    const back = await call(t.app, 'PATCH', `/api/branches/${added.body.id}`, {
      token: owner.token,
      body: { isActive: true },
    });
    expect(back.body.isActive).toBe(true);
  });
});

describe('users', () => {
  it('creates a user with branches; deactivation ends their sessions; owners are protected', async () => {
    const owner = await signupCompany(t.app);
    const me = (await call(t.app, 'GET', '/api/auth/me', { token: owner.token })).body;
    const second = (
      await call(t.app, 'POST', '/api/branches', { token: owner.token, body: { name: 'Eldoret' } })
    ).body;
    const roles = (await call(t.app, 'GET', '/api/roles', { token: owner.token })).body.items;
    const byKey = (k: string) => roles.find((r: { key: string }) => r.key === k);
    const email = uniqueEmail('Ken');
    const created = await call(t.app, 'POST', '/api/users', {
      token: owner.token,
      body: {
        fullName: 'Ken Otieno',
        email,
        password: 'secret123',
        roleId: byKey('storekeeper').id,
        branchIds: [me.user.branchId, second.id],
        branchId: second.id,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email: email.toLowerCase(),
      roleName: 'Storekeeper',
      branchId: second.id,
    });
    expect(created.body.branchIds.sort()).toEqual([me.user.branchId, second.id].sort());
    const homeOutside = await call(t.app, 'PATCH', `/api/users/${created.body.id}`, {
      token: owner.token,
      body: { branchIds: [me.user.branchId] },
    });
    expect(homeOutside.status).toBe(400);
    expect(homeOutside.body.error.details.fields.branchId).toBeTruthy();
    const token = await loginAs(t.app, email, 'secret123');
    const kenMe = (await call(t.app, 'GET', '/api/auth/me', { token })).body;
    expect(kenMe.user).toMatchObject({ userRole: 'storekeeper', branchId: second.id });
    expect(kenMe.branches).toHaveLength(2);
    expect(
      (await call(t.app, 'DELETE', `/api/users/${created.body.id}`, { token: owner.token })).status,
    ).toBe(204);
    expect((await call(t.app, 'GET', '/api/auth/me', { token })).status).toBe(401);
    const relogin = await call(t.app, 'POST', '/api/auth/login', { body: { email, password: 'secret123' } });
    expect(relogin.status).toBe(401);
    expect(relogin.body.error.code).toBe('invalid-credential');
    const listed = (await call(t.app, 'GET', '/api/users', { token: owner.token })).body.items;
    expect(listed.map((u: { fullName: string }) => u.fullName)).toEqual(['Jane Wanjiru']);
    const self = await call(t.app, 'DELETE', `/api/users/${me.user.uid}`, { token: owner.token });
    expect(self.status).toBe(409);
    const demote = await call(t.app, 'PATCH', `/api/users/${me.user.uid}`, {
      token: owner.token,
      body: { roleId: byKey('viewer').id },
    });
    expect(demote.status).toBe(409);
    expect(demote.body.error.message).toContain('owner');
    const dupEmail = await call(t.app, 'POST', '/api/users', {
      token: owner.token,
      body: {
        fullName: 'Dup',
        email: owner.email,
        password: 'secret123',
        roleId: byKey('sales').id,
        branchIds: [me.user.branchId],
        branchId: me.user.branchId,
      },
    });
    expect(dupEmail.status).toBe(409);
    expect(dupEmail.body.error.code).toBe('email-already-in-use');
  });

  it('an administrator cannot create or change owners', async () => {
    const owner = await signupCompany(t.app);
    const me = (await call(t.app, 'GET', '/api/auth/me', { token: owner.token })).body;
    const roles = (await call(t.app, 'GET', '/api/roles', { token: owner.token })).body.items;
    const admin = roles.find((r: { key: string }) => r.key === 'administrator');
    const ownerRole = roles.find((r: { key: string }) => r.key === 'owner');
    const email = uniqueEmail('admin');
    await call(t.app, 'POST', '/api/users', {
      token: owner.token,
      body: {
        fullName: 'Admin',
        email,
        password: 'secret123',
        roleId: admin.id,
        branchIds: [me.user.branchId],
        branchId: me.user.branchId,
      },
    });
    const adminToken = await loginAs(t.app, email, 'secret123');
    const makeOwner = await call(t.app, 'POST', '/api/users', {
      token: adminToken,
      body: {
        fullName: 'Sneaky',
        email: uniqueEmail(),
        password: 'secret123',
        roleId: ownerRole.id,
        branchIds: [me.user.branchId],
        branchId: me.user.branchId,
      },
    });
    expect(makeOwner.status).toBe(403);
    const touchOwner = await call(t.app, 'DELETE', `/api/users/${me.user.uid}`, { token: adminToken });
    expect(touchOwner.status).toBe(409);
  });
});

describe('lists', () => {
  it('page, search and sort branches, users and roles in the list shape', async () => {
    const owner = await signupCompany(t.app);
    for (const name of ['Thika', 'Embu', 'Garissa', 'Voi']) {
      await call(t.app, 'POST', '/api/branches', { token: owner.token, body: { name } });
    }
    const page2 = await call(t.app, 'GET', '/api/branches?limit=2&page=2&sort=name', { token: owner.token });
    expect(page2.body).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(page2.body.items.map((b: { name: string }) => b.name)).toEqual(['Nairobi', 'Thika']);
    const desc = await call(t.app, 'GET', '/api/branches?sort=-name&limit=1', { token: owner.token });
    expect(desc.body.items[0].name).toBe('Voi');
    const search = await call(t.app, 'GET', '/api/branches?search=GAR', { token: owner.token });
    expect(search.body.items.map((b: { name: string }) => b.name)).toEqual(['Garissa']);
    const blank = await call(t.app, 'GET', '/api/branches?search=&page=', { token: owner.token });
    expect(blank.body.total).toBe(5);
    const roles = await call(t.app, 'GET', '/api/roles?search=man&sort=name', { token: owner.token });
    expect(roles.body.items.map((r: { name: string }) => r.name)).toEqual(['Branch Manager']);
    const users = await call(t.app, 'GET', '/api/users?search=wanjiru', { token: owner.token });
    expect(users.body).toMatchObject({ total: 1, items: [{ fullName: 'Jane Wanjiru' }] });
  });
});
