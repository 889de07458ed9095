import { describe, expect, it } from 'vitest';
import { call, loginAs, signupCompany, uniqueEmail, useTestApp } from '../../testing/test-app';

const t = useTestApp();

async function userWithRole(ownerToken: string, roleId: string, branchIds: string[]) {
  const email = uniqueEmail('staff');
  const res = await call(t.app, 'POST', '/api/users', {
    token: ownerToken,
    body: {
      fullName: 'Staff Member',
      email,
      password: 'secret123',
      roleId,
      branchIds,
      branchId: branchIds[0],
    },
  });
  expect(res.status).toBe(201);
  return { user: res.body, token: await loginAs(t.app, email, 'secret123') };
}

describe('permissions', () => {
  it('a role without the permission gets 403 on each kind of route, and nothing changes', async () => {
    const owner = await signupCompany(t.app);
    const me = (await call(t.app, 'GET', '/api/auth/me', { token: owner.token })).body;
    const roles = (await call(t.app, 'GET', '/api/roles', { token: owner.token })).body.items;
    const viewer = roles.find((r: { key: string }) => r.key === 'viewer');
    const staff = await userWithRole(owner.token, viewer.id, [me.user.branchId]);
    const someRole = roles[2];
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', '/api/users'],
      ['GET', `/api/users/${staff.user.id}`],
      ['POST', '/api/users', { fullName: 'x' }],
      ['PATCH', `/api/users/${staff.user.id}`, { fullName: 'Boss' }],
      ['DELETE', `/api/users/${staff.user.id}`],
      ['GET', '/api/roles'],
      ['POST', '/api/roles', { name: 'x', permissions: [] }],
      ['PATCH', `/api/roles/${someRole.id}`, { name: 'x' }],
      ['DELETE', `/api/roles/${someRole.id}`],
      ['POST', '/api/branches', { name: 'Nyeri' }],
      ['PATCH', `/api/branches/${me.user.branchId}`, { name: 'x' }],
      ['DELETE', `/api/branches/${me.user.branchId}`],
      ['GET', '/api/company'],
      ['PATCH', '/api/company', { name: 'x' }],
      ['GET', '/api/audit-log'],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(t.app, method as 'GET', url, { token: staff.token, body });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.error.code).toBe('forbidden');
    }
    // what the viewer may do still works
    expect((await call(t.app, 'GET', '/api/auth/me', { token: staff.token })).body.permissions).not.toContain(
      'settings:read',
    );
    expect((await call(t.app, 'GET', '/api/branches', { token: staff.token })).status).toBe(200);
    const company = (await call(t.app, 'GET', '/api/company', { token: owner.token })).body;
    expect(company.name).toBe('Acme Traders Ltd');
    const staffAfter = (await call(t.app, 'GET', `/api/users/${staff.user.id}`, { token: owner.token })).body;
    expect(staffAfter).toMatchObject({ fullName: 'Staff Member', isActive: true });
  });

  it('a custom role gets exactly what it grants; changes take effect on the next request', async () => {
    const owner = await signupCompany(t.app);
    const me = (await call(t.app, 'GET', '/api/auth/me', { token: owner.token })).body;
    const role = (
      await call(t.app, 'POST', '/api/roles', {
        token: owner.token,
        body: { name: 'Branch admin', permissions: ['dashboard:read', 'settings:read', 'settings:create'] },
      })
    ).body;
    expect(role.permissions).toEqual(['dashboard:read', 'settings:create', 'settings:read']);
    const staff = await userWithRole(owner.token, role.id, [me.user.branchId]);
    expect((await call(t.app, 'GET', '/api/users', { token: staff.token })).status).toBe(200);
    const created = await call(t.app, 'POST', '/api/branches', {
      token: staff.token,
      body: { name: 'Nyeri' },
    });
    expect(created.status).toBe(201);
    const rename = await call(t.app, 'PATCH', `/api/branches/${created.body.id}`, {
      token: staff.token,
      body: { name: 'Nyeri Town' },
    });
    expect(rename.status).toBe(403);
    await call(t.app, 'PATCH', `/api/roles/${role.id}`, {
      token: owner.token,
      body: { permissions: ['dashboard:read'] },
    });
    expect((await call(t.app, 'GET', '/api/users', { token: staff.token })).status).toBe(403);
  });

  it('refuses unknown permissions and editing built-in roles', async () => {
    const owner = await signupCompany(t.app);
    const bad = await call(t.app, 'POST', '/api/roles', {
      token: owner.token,
      body: { name: 'Odd', permissions: ['trade:fly'] },
    });
    expect(bad.status).toBe(400);
    const roles = (await call(t.app, 'GET', '/api/roles', { token: owner.token })).body.items;
    expect(roles).toHaveLength(8);
    const ownerRole = roles.find((r: { key: string }) => r.key === 'owner');
    expect(ownerRole.userCount).toBe(1);
    const edit = await call(t.app, 'PATCH', `/api/roles/${ownerRole.id}`, {
      token: owner.token,
      body: { name: 'Boss' },
    });
    expect(edit.status).toBe(409);
    expect(edit.body.error.code).toBe('invalid-state');
    const del = await call(t.app, 'DELETE', `/api/roles/${ownerRole.id}`, { token: owner.token });
    expect(del.status).toBe(409);
  });
});

describe('branch access', () => {
  it('a user sees only assigned branches; another branch is 403', async () => {
    const owner = await signupCompany(t.app);
    const me = (await call(t.app, 'GET', '/api/auth/me', { token: owner.token })).body;
    const other = (
      await call(t.app, 'POST', '/api/branches', { token: owner.token, body: { name: 'Nanyuki' } })
    ).body;
    const roles = (await call(t.app, 'GET', '/api/roles', { token: owner.token })).body.items;
    const manager = roles.find((r: { key: string }) => r.key === 'branch_manager');
    const staff = await userWithRole(owner.token, manager.id, [me.user.branchId]);
    const staffMe = (await call(t.app, 'GET', '/api/auth/me', { token: staff.token })).body;
    expect(staffMe.branches.map((b: { id: string }) => b.id)).toEqual([me.user.branchId]);
    const list = (await call(t.app, 'GET', '/api/branches', { token: staff.token })).body.items;
    expect(list.map((b: { id: string }) => b.id)).toEqual([me.user.branchId]);
    const read = await call(t.app, 'GET', `/api/branches/${other.id}`, { token: staff.token });
    expect(read.status).toBe(404);
    // a deactivated branch is out of reach, even where assigned
    const both = await userWithRole(owner.token, manager.id, [me.user.branchId, other.id]);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: both.token })).body.branches).toHaveLength(2);
    expect((await call(t.app, 'DELETE', `/api/branches/${other.id}`, { token: owner.token })).status).toBe(
      204,
    );
    const afterDeactivation = (await call(t.app, 'GET', '/api/auth/me', { token: both.token })).body;
    expect(afterDeactivation.branches.map((b: { id: string }) => b.id)).toEqual([me.user.branchId]);
    await call(t.app, 'PATCH', `/api/branches/${other.id}`, { token: owner.token, body: { isActive: true } });
    // the owner reaches every branch
    const ownerList = (await call(t.app, 'GET', '/api/branches', { token: owner.token })).body.items;
    expect(ownerList.map((b: { name: string }) => b.name)).toEqual(['Nairobi', 'Nanyuki']);
  });
});
