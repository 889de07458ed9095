import { describe, expect, it } from 'vitest';
import { call, signupCompany, uniqueEmail, useTestApp } from '../../testing/test-app';

const t = useTestApp();

describe("another company's records are invisible", () => {
  it('are 404 for read, update and delete, and unchanged afterwards', async () => {
    const a = await signupCompany(t.app, { companyName: 'Alpha Ltd' });
    const b = await signupCompany(t.app, { companyName: 'Beta Ltd' });
    const roles = (await call(t.app, 'GET', '/api/roles', { token: a.token })).body.items;
    const sales = roles.find((r: { key: string }) => r.key === 'sales');
    const branch = (await call(t.app, 'POST', '/api/branches', { token: a.token, body: { name: 'Kisii' } }))
      .body;
    const user = (
      await call(t.app, 'POST', '/api/users', {
        token: a.token,
        body: {
          fullName: 'Peter Kamau',
          email: uniqueEmail('peter'),
          password: 'secret123',
          roleId: sales.id,
          branchIds: [branch.id],
          branchId: branch.id,
        },
      })
    ).body;
    const role = (
      await call(t.app, 'POST', '/api/roles', {
        token: a.token,
        body: { name: 'Cashier', permissions: ['dashboard:read'] },
      })
    ).body;

    const targets = [
      { url: `/api/branches/${branch.id}`, patch: { name: 'Hacked' } },
      { url: `/api/users/${user.id}`, patch: { fullName: 'Hacked' } },
      { url: `/api/roles/${role.id}`, patch: { name: 'Hacked' } },
    ];
    for (const target of targets) {
      const read = await call(t.app, 'GET', target.url, { token: b.token });
      expect(read.status, `GET ${target.url}`).toBe(404);
      expect(read.body.error.code).toBe('not-found');
      const update = await call(t.app, 'PATCH', target.url, { token: b.token, body: target.patch });
      expect(update.status, `PATCH ${target.url}`).toBe(404);
      const del = await call(t.app, 'DELETE', target.url, { token: b.token });
      expect(del.status, `DELETE ${target.url}`).toBe(404);
    }

    const branchAfter = await call(t.app, 'GET', `/api/branches/${branch.id}`, { token: a.token });
    expect(branchAfter.body).toMatchObject({ name: 'Kisii', isActive: true, updatedAt: branch.updatedAt });
    const userAfter = await call(t.app, 'GET', `/api/users/${user.id}`, { token: a.token });
    expect(userAfter.body).toMatchObject({
      fullName: 'Peter Kamau',
      isActive: true,
      updatedAt: user.updatedAt,
    });
    const roleAfter = await call(t.app, 'GET', `/api/roles/${role.id}`, { token: a.token });
    expect(roleAfter.body).toMatchObject({ name: 'Cashier', updatedAt: role.updatedAt });

    const bUsers = (await call(t.app, 'GET', '/api/users', { token: b.token })).body.items;
    expect(bUsers.map((u: { email: string }) => u.email)).toEqual([b.email]);
    const bBranches = (await call(t.app, 'GET', '/api/branches', { token: b.token })).body.items;
    expect(bBranches.map((x: { name: string }) => x.name)).toEqual(['Nairobi']);
    const bAudit = (await call(t.app, 'GET', '/api/audit-log', { token: b.token })).body;
    expect(bAudit.items.every((e: { entityId: string }) => e.entityId !== branch.id)).toBe(true);
    const bRoles = (await call(t.app, 'GET', '/api/roles', { token: b.token })).body.items;
    expect(bRoles.map((r: { name: string }) => r.name)).not.toContain('Cashier');
  });

  it("cannot give a user another company's branch or role", async () => {
    const a = await signupCompany(t.app);
    const b = await signupCompany(t.app);
    const aMe = (await call(t.app, 'GET', '/api/auth/me', { token: a.token })).body;
    const bRoles = (await call(t.app, 'GET', '/api/roles', { token: b.token })).body.items;
    const bMe = (await call(t.app, 'GET', '/api/auth/me', { token: b.token })).body;
    const aSales = (await call(t.app, 'GET', '/api/roles', { token: a.token })).body.items.find(
      (r: { key: string }) => r.key === 'sales',
    );
    const foreignRole = await call(t.app, 'POST', '/api/users', {
      token: a.token,
      body: {
        fullName: 'X',
        email: uniqueEmail(),
        password: 'secret123',
        roleId: bRoles[4].id,
        branchIds: [aMe.user.branchId],
        branchId: aMe.user.branchId,
      },
    });
    expect(foreignRole.status).toBe(400);
    expect(foreignRole.body.error.details.fields.roleId).toBeTruthy();
    const foreignBranch = await call(t.app, 'POST', '/api/users', {
      token: a.token,
      body: {
        fullName: 'X',
        email: uniqueEmail(),
        password: 'secret123',
        roleId: aSales.id,
        branchIds: [bMe.user.branchId],
        branchId: bMe.user.branchId,
      },
    });
    expect(foreignBranch.status).toBe(400);
    expect(foreignBranch.body.error.details.fields.branchIds).toBeTruthy();
    expect((await call(t.app, 'GET', '/api/users', { token: a.token })).body.items).toHaveLength(1);
  });
});
