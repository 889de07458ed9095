import { auditLogApi, authApi, branchesApi, rolesApi, usersApi } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { signupCompany, uniqueEmail, useTestApp } from '../../testing/test-app';

const t = useTestApp();

describe("another company's records are invisible", () => {
  it('are 404 for read, update and delete, and unchanged afterwards', async () => {
    const a = await signupCompany(t.app, { companyName: 'Alpha Ltd' });
    const b = await signupCompany(t.app, { companyName: 'Beta Ltd' });
    const asA = apiClient(t.app, a.token);
    const asB = apiClient(t.app, b.token);
    const roles = (await asA.ok(rolesApi.list)).items;
    const sales = roles.find((r) => r.key === 'sales');
    if (!sales) throw new Error('no sales role');
    const branch = await asA.ok(branchesApi.create, { body: { name: 'Kisii' } });
    const user = await asA.ok(usersApi.create, {
      body: {
        fullName: 'Peter Kamau',
        email: uniqueEmail('peter'),
        password: 'secret123',
        roleId: sales.id,
        branchIds: [branch.id],
        branchId: branch.id,
      },
    });
    const role = await asA.ok(rolesApi.create, {
      body: { name: 'Cashier', permissions: ['dashboard:read'] },
    });

    const params = (id: string) => ({ params: { id } });
    const targets = [
      {
        name: `branch ${branch.id}`,
        read: () => asB.call(branchesApi.get, params(branch.id)),
        update: () => asB.call(branchesApi.update, { ...params(branch.id), body: { name: 'Hacked' } }),
        remove: () => asB.call(branchesApi.deactivate, params(branch.id)),
      },
      {
        name: `user ${user.id}`,
        read: () => asB.call(usersApi.get, params(user.id)),
        update: () => asB.call(usersApi.update, { ...params(user.id), body: { fullName: 'Hacked' } }),
        remove: () => asB.call(usersApi.deactivate, params(user.id)),
      },
      {
        name: `role ${role.id}`,
        read: () => asB.call(rolesApi.get, params(role.id)),
        update: () => asB.call(rolesApi.update, { ...params(role.id), body: { name: 'Hacked' } }),
        remove: () => asB.call(rolesApi.remove, params(role.id)),
      },
    ];
    for (const target of targets) {
      const read = await target.read();
      expect(read.status, `GET ${target.name}`).toBe(404);
      expect(read.error?.code).toBe('not-found');
      const update = await target.update();
      expect(update.status, `PATCH ${target.name}`).toBe(404);
      const del = await target.remove();
      expect(del.status, `DELETE ${target.name}`).toBe(404);
    }

    const branchAfter = await asA.call(branchesApi.get, params(branch.id));
    expect(branchAfter.body).toMatchObject({ name: 'Kisii', isActive: true, updatedAt: branch.updatedAt });
    const userAfter = await asA.call(usersApi.get, params(user.id));
    expect(userAfter.body).toMatchObject({
      fullName: 'Peter Kamau',
      isActive: true,
      updatedAt: user.updatedAt,
    });
    const roleAfter = await asA.call(rolesApi.get, params(role.id));
    expect(roleAfter.body).toMatchObject({ name: 'Cashier', updatedAt: role.updatedAt });

    const bUsers = (await asB.ok(usersApi.list)).items;
    expect(bUsers.map((u) => u.email)).toEqual([b.email]);
    const bBranches = (await asB.ok(branchesApi.list)).items;
    expect(bBranches.map((x) => x.name)).toEqual(['Nairobi']);
    const bAudit = await asB.ok(auditLogApi.list);
    expect(bAudit.items.every((e) => e.entityId !== branch.id)).toBe(true);
    const bRoles = (await asB.ok(rolesApi.list)).items;
    expect(bRoles.map((r) => r.name)).not.toContain('Cashier');
  });

  it("cannot give a user another company's branch or role", async () => {
    const a = await signupCompany(t.app);
    const b = await signupCompany(t.app);
    const asA = apiClient(t.app, a.token);
    const asB = apiClient(t.app, b.token);
    const aMe = await asA.ok(authApi.me);
    const bRole = (await asB.ok(rolesApi.list)).items[4];
    if (!bRole) throw new Error('no fifth role');
    const bMe = await asB.ok(authApi.me);
    const aSales = (await asA.ok(rolesApi.list)).items.find((r) => r.key === 'sales');
    if (!aSales) throw new Error('no sales role');
    const foreignRole = await asA.call(usersApi.create, {
      body: {
        fullName: 'X',
        email: uniqueEmail(),
        password: 'secret123',
        roleId: bRole.id,
        branchIds: [aMe.user.branchId],
        branchId: aMe.user.branchId,
      },
    });
    expect(foreignRole.status).toBe(400);
    expect(foreignRole.error?.details?.fields).toMatchObject({ roleId: expect.stringMatching(/./) });
    const foreignBranch = await asA.call(usersApi.create, {
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
    expect(foreignBranch.error?.details?.fields).toMatchObject({ branchIds: expect.stringMatching(/./) });
    expect((await asA.ok(usersApi.list)).items).toHaveLength(1);
  });
});
