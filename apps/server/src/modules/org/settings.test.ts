import { auditLogApi, authApi, branchesApi, companyApi, rolesApi, usersApi } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { loginAs, signupCompany, uniqueEmail, useTestApp } from '../../testing/test-app';

const t = useTestApp();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const file = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });

const roleByKey = <R extends { key: string | null }>(roles: R[], key: string): R => {
  const found = roles.find((r) => r.key === key);
  if (!found) throw new Error(`no ${key} role`);
  return found;
};

describe('business profile', () => {
  it('validates and saves the profile; normalises the phone', async () => {
    const owner = await signupCompany(t.app);
    const api = apiClient(t.app, owner.token);
    const bad = await api.call(companyApi.update, {
      body: { kraPin: '12345', phone: '0800', financialYearStartMonth: 13 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error?.details?.fields ?? {}).sort()).toEqual([
      'financialYearStartMonth',
      'kraPin',
      'phone',
    ]);
    const ok = await api.call(companyApi.update, {
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
    const me = await api.ok(authApi.me);
    expect(me.user.businessName).toBe('Acme Kenya Ltd');
    const cleared = await api.call(companyApi.update, { body: { address: '' } });
    expect(cleared.body.address).toBeNull();
    const audit = await api.ok(auditLogApi.list, { query: { entity: 'company', action: 'update' } });
    expect(audit.total).toBe(2);
    expect(audit.items[1]?.before).toMatchObject({ name: 'Acme Traders Ltd' });
    expect(audit.items[1]?.after).toMatchObject({ name: 'Acme Kenya Ltd' });
    expect(audit.items[0]?.userName).toBe('Jane Wanjiru');
  });

  it('uploads a logo of a checked type and size, serves it, removes it', async () => {
    const owner = await signupCompany(t.app);
    const api = apiClient(t.app, owner.token);
    const up = await api.call(companyApi.uploadLogo, { body: file(PNG, 'image/png') });
    expect(up.status).toBe(200);
    expect(up.body.hasLogo).toBe(true);
    expect(Date.parse(up.body.updatedAt)).toBeGreaterThan(Date.parse(owner.company.updatedAt));
    const get = await api.call(companyApi.logo);
    expect(get.headers['content-type']).toBe('image/png');
    expect(get.headers['cache-control']).toBe('private, no-cache');
    expect(get.headers['content-disposition']).toBeUndefined();
    expect(Buffer.compare(get.body, PNG)).toBe(0);
    const fake = await api.call(companyApi.uploadLogo, {
      body: file(Buffer.from('<svg onload=alert(1)>'), 'image/png'),
    });
    expect(fake.status).toBe(415);
    const svg = await api.call(companyApi.uploadLogo, { body: file(Buffer.from('<svg/>'), 'image/svg+xml') });
    expect(svg.status).toBe(415);
    expect(svg.error?.code).toBe('unsupported-media-type');
    const big = await api.call(companyApi.uploadLogo, {
      body: file(Buffer.concat([PNG, Buffer.alloc(600 * 1024)]), 'image/png'),
    });
    expect(big.status).toBe(413);
    const again = await api.call(companyApi.logo);
    expect(Buffer.compare(again.body, PNG)).toBe(0);
    expect((await api.call(companyApi.removeLogo)).status).toBe(204);
    expect((await api.call(companyApi.logo)).status).toBe(404);
  });

  it("applies the company's password policy to new users and password changes", async () => {
    const owner = await signupCompany(t.app);
    const api = apiClient(t.app, owner.token);
    const policy = {
      minLength: 8,
      maxLength: 20,
      requireLowercase: true,
      requireUppercase: true,
      requireNumeric: true,
      requireNonAlphanumeric: true,
    };
    const saved = await api.call(companyApi.update, { body: { passwordPolicy: policy } });
    expect(saved.body.passwordPolicy).toEqual(policy);
    const me = await api.ok(authApi.me);
    const roles = (await api.ok(rolesApi.list)).items;
    const fifth = roles[4];
    if (!fifth) throw new Error('no fifth role');
    const body = {
      fullName: 'Grace Njeri',
      email: uniqueEmail('grace'),
      roleId: fifth.id,
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
      const res = await api.call(usersApi.create, { body: { ...body, password } });
      expect(res.status, password).toBe(400);
      expect(res.error?.code).toBe('weak-password');
      expect(res.error?.details?.rule).toBe(rule);
    }
    const ok = await api.call(usersApi.create, { body: { ...body, password: 'Kenya2026!' } });
    expect(ok.status).toBe(201);
    const weakChange = await api.call(usersApi.update, {
      params: { id: ok.body.id },
      body: { password: 'short' },
    });
    expect(weakChange.error?.code).toBe('weak-password');
    const badPolicy = await api.call(companyApi.update, {
      body: { passwordPolicy: { ...policy, minLength: 12, maxLength: 10 } },
    });
    expect(badPolicy.status).toBe(400);
  });
});

describe('branches', () => {
  it('adds, edits, refuses duplicates, deactivates with rules', async () => {
    const owner = await signupCompany(t.app);
    const api = apiClient(t.app, owner.token);
    const me = await api.ok(authApi.me);
    const added = await api.call(branchesApi.create, {
      body: { name: 'Kisumu', code: 'ksm', address: 'Oginga Odinga St', phone: '+254 712 000 111' },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Kisumu', code: 'KSM', phone: '+254712000111', isActive: true });
    const dup = await api.call(branchesApi.create, { body: { name: 'kisumu' } });
    expect(dup.status).toBe(409);
    expect(dup.error?.details?.fields).toMatchObject({ name: expect.stringMatching(/./) });
    const edited = await api.call(branchesApi.update, {
      params: { id: added.body.id },
      body: { name: 'Kisumu Central' },
    });
    expect(edited.body.name).toBe('Kisumu Central');
    expect(Date.parse(edited.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(added.body.updatedAt));
    const home = await api.call(branchesApi.deactivate, { params: { id: me.user.branchId } });
    expect(home.status).toBe(409);
    expect(home.error?.message).toContain('home branch');
    expect((await api.call(branchesApi.deactivate, { params: { id: added.body.id } })).status).toBe(204);
    const active = (await api.ok(branchesApi.list)).items;
    expect(active.map((b) => b.name)).toEqual(['Nairobi']);
    const all = (await api.ok(branchesApi.list, { query: { includeInactive: true } })).items;
    expect(all.map((b) => b.isActive)).toEqual([true, false]);
    const back = await api.call(branchesApi.update, {
      params: { id: added.body.id },
      body: { isActive: true },
    });
    expect(back.body.isActive).toBe(true);
  });
});

describe('users', () => {
  it('creates a user with branches; deactivation ends their sessions; owners are protected', async () => {
    const owner = await signupCompany(t.app);
    const api = apiClient(t.app, owner.token);
    const me = await api.ok(authApi.me);
    const second = await api.ok(branchesApi.create, { body: { name: 'Eldoret' } });
    const roles = (await api.ok(rolesApi.list)).items;
    const email = uniqueEmail('Ken');
    const created = await api.call(usersApi.create, {
      body: {
        fullName: 'Ken Otieno',
        email,
        password: 'secret123',
        roleId: roleByKey(roles, 'storekeeper').id,
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
    const homeOutside = await api.call(usersApi.update, {
      params: { id: created.body.id },
      body: { branchIds: [me.user.branchId] },
    });
    expect(homeOutside.status).toBe(400);
    expect(homeOutside.error?.details?.fields).toMatchObject({ branchId: expect.stringMatching(/./) });
    const token = await loginAs(t.app, email, 'secret123');
    const asKen = apiClient(t.app, token);
    const kenMe = await asKen.ok(authApi.me);
    expect(kenMe.user).toMatchObject({ userRole: 'storekeeper', branchId: second.id });
    expect(kenMe.branches).toHaveLength(2);
    expect((await api.call(usersApi.deactivate, { params: { id: created.body.id } })).status).toBe(204);
    expect((await asKen.call(authApi.me)).status).toBe(401);
    const relogin = await apiClient(t.app).call(authApi.login, { body: { email, password: 'secret123' } });
    expect(relogin.status).toBe(401);
    expect(relogin.error?.code).toBe('invalid-credential');
    const listed = (await api.ok(usersApi.list)).items;
    expect(listed.map((u) => u.fullName)).toEqual(['Jane Wanjiru']);
    const self = await api.call(usersApi.deactivate, { params: { id: me.user.uid } });
    expect(self.status).toBe(409);
    const demote = await api.call(usersApi.update, {
      params: { id: me.user.uid },
      body: { roleId: roleByKey(roles, 'viewer').id },
    });
    expect(demote.status).toBe(409);
    expect(demote.error?.message).toContain('owner');
    const dupEmail = await api.call(usersApi.create, {
      body: {
        fullName: 'Dup',
        email: owner.email,
        password: 'secret123',
        roleId: roleByKey(roles, 'sales').id,
        branchIds: [me.user.branchId],
        branchId: me.user.branchId,
      },
    });
    expect(dupEmail.status).toBe(409);
    expect(dupEmail.error?.code).toBe('email-already-in-use');
  });

  it('an administrator cannot create or change owners', async () => {
    const owner = await signupCompany(t.app);
    const api = apiClient(t.app, owner.token);
    const me = await api.ok(authApi.me);
    const roles = (await api.ok(rolesApi.list)).items;
    const admin = roleByKey(roles, 'administrator');
    const ownerRole = roleByKey(roles, 'owner');
    const email = uniqueEmail('admin');
    await api.call(usersApi.create, {
      body: {
        fullName: 'Admin',
        email,
        password: 'secret123',
        roleId: admin.id,
        branchIds: [me.user.branchId],
        branchId: me.user.branchId,
      },
    });
    const asAdmin = apiClient(t.app, await loginAs(t.app, email, 'secret123'));
    const makeOwner = await asAdmin.call(usersApi.create, {
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
    const touchOwner = await asAdmin.call(usersApi.deactivate, { params: { id: me.user.uid } });
    expect(touchOwner.status).toBe(409);
  });
});

describe('lists', () => {
  it('page, search and sort branches, users and roles in the list shape', async () => {
    const owner = await signupCompany(t.app);
    const api = apiClient(t.app, owner.token);
    for (const name of ['Thika', 'Embu', 'Garissa', 'Voi']) {
      await api.call(branchesApi.create, { body: { name } });
    }
    const page2 = await api.ok(branchesApi.list, { query: { limit: 2, page: 2, sort: 'name' } });
    expect(page2).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(page2.items.map((b) => b.name)).toEqual(['Nairobi', 'Thika']);
    const desc = await api.ok(branchesApi.list, { query: { sort: '-name', limit: 1 } });
    expect(desc.items[0]?.name).toBe('Voi');
    const search = await api.ok(branchesApi.list, { query: { search: 'GAR' } });
    expect(search.items.map((b) => b.name)).toEqual(['Garissa']);
    // blank values as a form sends them (the raw query: the client leaves blanks out)
    const blank = await t.app.inject({
      method: 'GET',
      url: `${branchesApi.list.path}?search=&page=`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(blank.json().total).toBe(5);
    const roles = await api.ok(rolesApi.list, { query: { search: 'man', sort: 'name' } });
    expect(roles.items.map((r) => r.name)).toEqual(['Branch Manager']);
    const users = await api.ok(usersApi.list, { query: { search: 'wanjiru' } });
    expect(users).toMatchObject({ total: 1, items: [{ fullName: 'Jane Wanjiru' }] });
  });
});
