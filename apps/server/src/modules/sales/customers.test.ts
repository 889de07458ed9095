import { describe, expect, it } from 'vitest';
import { call, signupCompany, staffWithRole, useTestApp } from '../../testing/test-app';

const t = useTestApp();

describe('customers', () => {
  it('adds, lists, updates and soft-deletes customers; validates phone and KRA PIN', async () => {
    const owner = await signupCompany(t.app);
    const token = owner.token;
    const add = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/customers', { token, body });
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
    expect(bad.body.error.code).toBe('validation-error');
    expect(Object.keys(bad.body.error.details.fields).sort()).toEqual(['kraPin', 'phone']);

    const all = await call(t.app, 'GET', '/api/customers', { token });
    expect(all.body.items.map((c: { name: string }) => c.name)).toEqual([
      'Eldoret Agrovet',
      'Kisumu Traders',
    ]);
    const active = await call(t.app, 'GET', '/api/customers', { token, query: { active: 'true' } });
    expect(active.body.total).toBe(1);
    const search = await call(t.app, 'GET', '/api/customers', { token, query: { search: 'kisumu' } });
    expect(search.body.items).toHaveLength(1);
    // the phone as people type it finds the stored +254 number
    for (const [term, names] of [
      ['0712 345', ['Kisumu Traders']],
      ['254712345678', ['Kisumu Traders']],
      ['0799', []],
    ] as const) {
      const found = await call(t.app, 'GET', '/api/customers', { token, query: { search: term } });
      expect(
        found.body.items.map((c: { name: string }) => c.name),
        term,
      ).toEqual(names);
    }

    const upd = await call(t.app, 'PATCH', `/api/customers/${a.body.id}`, {
      token,
      body: { creditLimit: null, contactName: 'Otieno' },
    });
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({ creditLimit: null, contactName: 'Otieno', name: 'Kisumu Traders' });

    const del = await call(t.app, 'DELETE', `/api/customers/${b.body.id}`, { token });
    expect(del.status).toBe(204);
    expect((await call(t.app, 'GET', `/api/customers/${b.body.id}`, { token })).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/customers', { token })).body.total).toBe(1);

    const other = await signupCompany(t.app, { companyName: 'Other Co' });
    const theirs = await call(t.app, 'GET', `/api/customers/${a.body.id}`, { token: other.token });
    expect(theirs.status).toBe(404);
    const viewer = await staffWithRole(t.app, owner, 'viewer');
    expect((await call(t.app, 'GET', '/api/customers', { token: viewer.token })).status).toBe(200);
    const denied = await call(t.app, 'POST', '/api/customers', { token: viewer.token, body: { name: 'No' } });
    expect(denied.status).toBe(403);
  });
});
