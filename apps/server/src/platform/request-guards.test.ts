import { describe, expect, it } from 'vitest';
import { call, signupCompany, useTestApp } from '../testing/test-app';
import { pathOfNul } from './request-guards';

const t = useTestApp();

describe('pathOfNul', () => {
  it('names the first string holding a NUL, in bodies, arrays and keys', () => {
    expect(pathOfNul({ name: 'ok', lines: [{ d: 'a' }, { d: 'b\u0000' }] }, '')).toBe('lines.1.d');
    expect(pathOfNul({ 'ke\u0000y': 1 }, '')).toBe('');
    expect(pathOfNul(['x', 'y\u0000'], 'tags')).toBe('tags.1');
    expect(pathOfNul({ name: 'Jane Wanjiru 🇰🇪 مرحبا', n: 5, none: null }, '')).toBeUndefined();
  });
});

describe('malformed requests', () => {
  it('refuse a NUL character anywhere with 400 naming the field, writing nothing', async () => {
    const owner = await signupCompany(t.app);
    const token = owner.token;
    const body = { name: 'Duka\u0000 Bora', paymentTerms: 'net_30' };
    const inBody = await call(t.app, 'POST', '/api/customers', { token, body });
    expect(inBody.status).toBe(400);
    expect(inBody.body.error).toMatchObject({
      code: 'validation-error',
      details: { fields: { name: 'Contains a NUL character, which is not allowed' } },
    });
    const inQuery = await call(t.app, 'GET', '/api/customers', { token, query: { search: 'a\u0000' } });
    expect(inQuery.status).toBe(400);
    expect(Object.keys(inQuery.body.error.details.fields)).toEqual(['query.search']);
    const list = await call(t.app, 'GET', '/api/customers', { token });
    expect(list.body.total).toBe(0);
  });

  it('answer addresses the router refuses in the error envelope', async () => {
    const owner = await signupCompany(t.app);
    const long = await call(t.app, 'GET', `/api/products/${'a'.repeat(2000)}`, { token: owner.token });
    expect(long.status).toBe(414);
    expect(long.body).toEqual({ error: { code: 'uri-too-long', message: 'This address is too long' } });
    const badUrl = await call(t.app, 'GET', '/api/products/%zz', { token: owner.token });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.error.code).toBe('validation-error');
    const nowhere = await call(t.app, 'GET', '/api/nowhere', { token: owner.token });
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.error.code).toBe('not-found');
  });
});
