import { customersApi, productsApi, urlOf } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../testing/api-client';
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
    const api = apiClient(t.app, owner.token);
    const inBody = await api.call(customersApi.create, {
      body: { name: 'Duka\u0000 Bora', paymentTerms: 'net_30' },
    });
    expect(inBody.status).toBe(400);
    expect(inBody.error).toMatchObject({
      code: 'validation-error',
      details: { fields: { name: 'Contains a NUL character, which is not allowed' } },
    });
    const inQuery = await api.call(customersApi.list, { query: { search: 'a\u0000' } });
    expect(inQuery.status).toBe(400);
    expect(Object.keys(inQuery.error?.details?.fields ?? {})).toEqual(['query.search']);
    const list = await api.ok(customersApi.list);
    expect(list.total).toBe(0);
  });

  // raw addresses (call): a bad escape the typed client would encode
  it('answer addresses the router refuses in the error envelope', async () => {
    const owner = await signupCompany(t.app);
    const longUrl = urlOf(productsApi.get, { params: { id: 'a'.repeat(2000) } });
    const long = await call(t.app, 'GET', longUrl, { token: owner.token });
    expect(long.status).toBe(414);
    expect(long.body).toEqual({ error: { code: 'uri-too-long', message: 'This address is too long' } });
    const badUrl = await call(t.app, 'GET', `${productsApi.list.path}/%zz`, { token: owner.token });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.error.code).toBe('validation-error');
    const nowhere = await call(t.app, 'GET', '/api/nowhere', { token: owner.token });
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.error.code).toBe('not-found');
  });
});
