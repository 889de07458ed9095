import {
  auditLogApi,
  authApi,
  branchesApi,
  companyApi,
  type RouteEntry,
  rolesApi,
  usersApi,
  type WireOf,
} from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { type ApiResult, apiClient } from '../../testing/api-client';
import { loginAs, signupCompany, uniqueEmail, useTestApp } from '../../testing/test-app';

const t = useTestApp();

async function userWithRole(ownerToken: string, roleId: string, branchIds: string[]) {
  const email = uniqueEmail('staff');
  const res = await apiClient(t.app, ownerToken).call(usersApi.create, {
    body: {
      fullName: 'Staff Member',
      email,
      password: 'secret123',
      roleId,
      branchIds,
      branchId: branchIds[0] ?? '',
    },
  });
  expect(res.status).toBe(201);
  return { user: res.body, token: await loginAs(t.app, email, 'secret123') };
}

const roleByKey = <R extends { key: string | null }>(roles: R[], key: string): R => {
  const found = roles.find((r) => r.key === key);
  if (!found) throw new Error(`no ${key} role`);
  return found;
};

describe('permissions', () => {
  it('a role without the permission gets 403 on each kind of route, and nothing changes', async () => {
    const owner = await signupCompany(t.app);
    const asOwner = apiClient(t.app, owner.token);
    const me = await asOwner.ok(authApi.me);
    const roles = (await asOwner.ok(rolesApi.list)).items;
    const viewer = roleByKey(roles, 'viewer');
    const staff = await userWithRole(owner.token, viewer.id, [me.user.branchId]);
    const asStaff = apiClient(t.app, staff.token);
    const someRole = roles[2];
    if (!someRole) throw new Error('no third role');
    const staffId = { params: { id: staff.user.id } };
    const homeBranch = { params: { id: me.user.branchId } };
    // Incomplete bodies on purpose: the permission is checked before the body.
    const partial = <E extends RouteEntry & { body: object }>(_entry: E, body: object) =>
      body as WireOf<E['body']>;
    const attempts: Array<[string, () => Promise<Pick<ApiResult<RouteEntry>, 'status' | 'error'>>]> = [
      [usersApi.list.id, () => asStaff.call(usersApi.list)],
      [usersApi.get.id, () => asStaff.call(usersApi.get, staffId)],
      [
        usersApi.create.id,
        () => asStaff.call(usersApi.create, { body: partial(usersApi.create, { fullName: 'x' }) }),
      ],
      [usersApi.update.id, () => asStaff.call(usersApi.update, { ...staffId, body: { fullName: 'Boss' } })],
      [usersApi.deactivate.id, () => asStaff.call(usersApi.deactivate, staffId)],
      [rolesApi.list.id, () => asStaff.call(rolesApi.list)],
      [rolesApi.create.id, () => asStaff.call(rolesApi.create, { body: { name: 'x', permissions: [] } })],
      [
        rolesApi.update.id,
        () => asStaff.call(rolesApi.update, { params: { id: someRole.id }, body: { name: 'x' } }),
      ],
      [rolesApi.remove.id, () => asStaff.call(rolesApi.remove, { params: { id: someRole.id } })],
      [branchesApi.create.id, () => asStaff.call(branchesApi.create, { body: { name: 'Nyeri' } })],
      [branchesApi.update.id, () => asStaff.call(branchesApi.update, { ...homeBranch, body: { name: 'x' } })],
      [branchesApi.deactivate.id, () => asStaff.call(branchesApi.deactivate, homeBranch)],
      [companyApi.get.id, () => asStaff.call(companyApi.get)],
      [companyApi.update.id, () => asStaff.call(companyApi.update, { body: { name: 'x' } })],
      [auditLogApi.list.id, () => asStaff.call(auditLogApi.list)],
    ];
    for (const [id, attempt] of attempts) {
      const res = await attempt();
      expect(res.status, id).toBe(403);
      expect(res.error?.code).toBe('forbidden');
    }
    // what the viewer may do still works
    expect((await asStaff.ok(authApi.me)).permissions).not.toContain('settings:read');
    expect((await asStaff.call(branchesApi.list)).status).toBe(200);
    const company = await asOwner.ok(companyApi.get);
    expect(company.name).toBe('Acme Traders Ltd');
    const staffAfter = await asOwner.ok(usersApi.get, staffId);
    expect(staffAfter).toMatchObject({ fullName: 'Staff Member', isActive: true });
  });

  it('a custom role gets exactly what it grants; changes take effect on the next request', async () => {
    const owner = await signupCompany(t.app);
    const asOwner = apiClient(t.app, owner.token);
    const me = await asOwner.ok(authApi.me);
    const role = await asOwner.ok(rolesApi.create, {
      body: { name: 'Branch admin', permissions: ['dashboard:read', 'settings:read', 'settings:create'] },
    });
    expect(role.permissions).toEqual(['dashboard:read', 'settings:create', 'settings:read']);
    const staff = await userWithRole(owner.token, role.id, [me.user.branchId]);
    const asStaff = apiClient(t.app, staff.token);
    expect((await asStaff.call(usersApi.list)).status).toBe(200);
    const created = await asStaff.call(branchesApi.create, { body: { name: 'Nyeri' } });
    expect(created.status).toBe(201);
    const rename = await asStaff.call(branchesApi.update, {
      params: { id: created.body.id },
      body: { name: 'Nyeri Town' },
    });
    expect(rename.status).toBe(403);
    await asOwner.call(rolesApi.update, {
      params: { id: role.id },
      body: { permissions: ['dashboard:read'] },
    });
    expect((await asStaff.call(usersApi.list)).status).toBe(403);
  });

  it('refuses unknown permissions and editing built-in roles', async () => {
    const owner = await signupCompany(t.app);
    const asOwner = apiClient(t.app, owner.token);
    const bad = await asOwner.call(rolesApi.create, {
      body: { name: 'Odd', permissions: ['trade:fly'] as unknown as ['dashboard:read'] },
    });
    expect(bad.status).toBe(400);
    const roles = (await asOwner.ok(rolesApi.list)).items;
    expect(roles).toHaveLength(8);
    const ownerRole = roleByKey(roles, 'owner');
    expect(ownerRole.userCount).toBe(1);
    const edit = await asOwner.call(rolesApi.update, {
      params: { id: ownerRole.id },
      body: { name: 'Boss' },
    });
    expect(edit.status).toBe(409);
    expect(edit.error?.code).toBe('invalid-state');
    const del = await asOwner.call(rolesApi.remove, { params: { id: ownerRole.id } });
    expect(del.status).toBe(409);
  });
});

describe('branch access', () => {
  it('a user sees only assigned branches; another branch is 403', async () => {
    const owner = await signupCompany(t.app);
    const asOwner = apiClient(t.app, owner.token);
    const me = await asOwner.ok(authApi.me);
    const other = await asOwner.ok(branchesApi.create, { body: { name: 'Nanyuki' } });
    const roles = (await asOwner.ok(rolesApi.list)).items;
    const manager = roleByKey(roles, 'branch_manager');
    const staff = await userWithRole(owner.token, manager.id, [me.user.branchId]);
    const asStaff = apiClient(t.app, staff.token);
    const staffMe = await asStaff.ok(authApi.me);
    expect(staffMe.branches.map((b) => b.id)).toEqual([me.user.branchId]);
    const list = (await asStaff.ok(branchesApi.list)).items;
    expect(list.map((b) => b.id)).toEqual([me.user.branchId]);
    const read = await asStaff.call(branchesApi.get, { params: { id: other.id } });
    expect(read.status).toBe(404);
    // a deactivated branch is out of reach, even where assigned
    const both = await userWithRole(owner.token, manager.id, [me.user.branchId, other.id]);
    const asBoth = apiClient(t.app, both.token);
    expect((await asBoth.ok(authApi.me)).branches).toHaveLength(2);
    expect((await asOwner.call(branchesApi.deactivate, { params: { id: other.id } })).status).toBe(204);
    const afterDeactivation = await asBoth.ok(authApi.me);
    expect(afterDeactivation.branches.map((b) => b.id)).toEqual([me.user.branchId]);
    await asOwner.call(branchesApi.update, { params: { id: other.id }, body: { isActive: true } });
    // the owner reaches every branch
    const ownerList = (await asOwner.ok(branchesApi.list)).items;
    expect(ownerList.map((b) => b.name)).toEqual(['Nairobi', 'Nanyuki']);
  });
});
