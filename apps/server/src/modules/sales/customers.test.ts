import { customersApi, type WireOf } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { signupCompany, staffWithRole, useTestApp } from '../../testing/test-app';

const t = useTestApp();

describe('customers', () => {
  it('adds, lists, updates and soft-deletes customers; validates phone and KRA PIN', async () => {
    const owner = await signupCompany(t.app);
    const api = apiClient(t.app, owner.token);
    const add = (body: WireOf<typeof customersApi.create.body>) => api.call(customersApi.create, { body });
    const a = await add({
      name: 'Kisumu Traders',
      phone: '0712345678',
      kraPin: 'p051234567x',
      paymentTerms: 'net_15',
      creditLimit: 50000,
    });
    expect(a.status, a.text).toBe(201);
    expect(a.body).toMatchObject({
      name: 'Kisumu Traders',
      phone: '+254712345678',
      kraPin: 'P051234567X',
      paymentTerms: 'net_15',
      creditLimit: 50000,
      balance: 0,
      isActive: true,
    });
    const b = await add({ name: 'Eldoret Agrovet', isActive: false });
    expect(b.status, b.text).toBe(201);
    expect(b.body.paymentTerms).toBe('due_on_receipt');
    const bad = await add({ name: 'X', phone: '12345', kraPin: 'NOTAPIN' });
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('validation-error');
    expect(Object.keys(bad.error?.details?.fields ?? {}).sort()).toEqual(['kraPin', 'phone']);

    const all = await api.ok(customersApi.list);
    expect(all.items.map((c) => c.name)).toEqual(['Eldoret Agrovet', 'Kisumu Traders']);
    const active = await api.ok(customersApi.list, { query: { active: true } });
    expect(active.total).toBe(1);
    const search = await api.ok(customersApi.list, { query: { search: 'kisumu' } });
    expect(search.items).toHaveLength(1);
    // the phone as people type it finds the stored +254 number
    for (const [term, names] of [
      ['0712 345', ['Kisumu Traders']],
      ['254712345678', ['Kisumu Traders']],
      ['0799', []],
    ] as const) {
      const found = await api.ok(customersApi.list, { query: { search: term } });
      expect(
        found.items.map((c) => c.name),
        term,
      ).toEqual(names);
    }

    const upd = await api.call(customersApi.update, {
      params: { id: a.body.id },
      body: { creditLimit: null, contactName: 'Otieno' },
    });
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({ creditLimit: null, contactName: 'Otieno', name: 'Kisumu Traders' });

    const del = await api.call(customersApi.remove, { params: { id: b.body.id } });
    expect(del.status).toBe(204);
    expect((await api.call(customersApi.get, { params: { id: b.body.id } })).status).toBe(404);
    expect((await api.ok(customersApi.list)).total).toBe(1);

    const other = await signupCompany(t.app, { companyName: 'Other Co' });
    const theirs = await apiClient(t.app, other.token).call(customersApi.get, { params: { id: a.body.id } });
    expect(theirs.status).toBe(404);
    const viewer = apiClient(t.app, (await staffWithRole(t.app, owner, 'viewer')).token);
    expect((await viewer.call(customersApi.list)).status).toBe(200);
    const denied = await viewer.call(customersApi.create, { body: { name: 'No' } });
    expect(denied.status).toBe(403);
  });
});
