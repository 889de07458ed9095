import { auditLogApi, authApi, branchesApi, platformApi, rolesApi, urlOf, usersApi } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../testing/api-client';
import { call, signupCompany, useTestApp } from '../testing/test-app';

const t = useTestApp();

describe('routes', () => {
  it('every registered route declares its access; only the public ones are public', () => {
    const routes = t.app.routeRegistry.filter((r) => r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(20);
    const undeclared = routes.filter((r) => !r.auth).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    const publicRoutes = routes
      .filter((r) => r.auth && 'public' in r.auth)
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(publicRoutes).toEqual(
      [
        'GET /api/auth/reset-password',
        'GET /api/health',
        'GET /api/openapi.json',
        'POST /api/auth/forgot-password',
        'POST /api/auth/login',
        'POST /api/auth/reset-password',
        'POST /api/auth/signup',
        // a shared invoice's page and PDF: the signed token is the access (API.md: share link)
        'GET /api/shared/invoices/:token',
        'GET /api/shared/invoices/:token/pdf',
      ].sort(),
    );
    const writesWithoutPermission = routes
      .filter((r) => r.method !== 'GET' && r.auth && 'session' in r.auth)
      .map((r) => `${r.method} ${r.url}`);
    // a user's own password, sign-out and interface language need no permission, only their session
    expect(writesWithoutPermission.sort()).toEqual([
      'PATCH /api/auth/me/preferences',
      'POST /api/auth/change-password',
      'POST /api/auth/logout',
    ]);
  });

  it('serves health, security headers and a request id', async () => {
    const res = await apiClient(t.app).call(platformApi.health);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: expect.stringMatching(/pglite|postgres/),
      version: '0.1.0',
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('describes the API as OpenAPI 3 generated from the route schemas', async () => {
    // the document read loosely: its paths in OpenAPI's syntax (`:id` as `{id}`)
    const res = await call(t.app, 'GET', platformApi.openApi.path);
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const entries = [authApi.signup, authApi.login, branchesApi.list, usersApi.get, rolesApi.list];
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(entries.map((entry) => entry.path.replace(/:(\w+)/g, '{$1}'))),
    );
    const signup = res.body.paths[authApi.signup.path].post;
    expect(signup.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['companyName', 'branchName', 'fullName', 'email', 'password']),
    );
  });

  it('answers unknown API paths with 404 in the error shape', async () => {
    const res = await call(t.app, 'GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not-found');
  });
});

describe('bad input is 4xx, in the contract shape, and writes nothing', () => {
  async function auditCount(token: string) {
    return (await apiClient(t.app, token).ok(auditLogApi.list)).total;
  }

  // sent raw (call, inject): bodies and addresses the typed client would not let through
  it('malformed JSON, wrong types, unknown and missing fields, oversized bodies, bad ids', async () => {
    const owner = await signupCompany(t.app);
    const before = await auditCount(owner.token);
    const branches = branchesApi.create.path;
    const malformed = await t.app.inject({
      method: 'POST',
      url: branches,
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      payload: '{"name": "Nakuru",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('validation-error');

    const wrongType = await call(t.app, 'POST', branches, { token: owner.token, body: { name: 42 } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.details.fields.name).toBeTruthy();

    const unknown = await call(t.app, 'POST', branches, {
      token: owner.token,
      body: { name: 'Nakuru', colour: 'red' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('validation-error');

    const missing = await call(t.app, 'POST', usersApi.create.path, {
      token: owner.token,
      body: { fullName: 'X' },
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.details.fields)).toEqual(
      expect.arrayContaining(['email', 'password', 'roleId', 'branchIds', 'branchId']),
    );

    const badPhone = await call(t.app, 'POST', branches, {
      token: owner.token,
      body: { name: 'Nakuru', phone: '12345' },
    });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.error.details.fields.phone).toMatch(/\+254/);

    const huge = await call(t.app, 'POST', branches, {
      token: owner.token,
      body: { name: 'N', address: 'x'.repeat(1_100_000) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('payload-too-large');

    const badId = await call(t.app, 'GET', urlOf(usersApi.get, { params: { id: 'not-a-uuid' } }), {
      token: owner.token,
    });
    expect(badId.status).toBe(400);
    expect(badId.body.error.details.fields).toEqual({ 'params.id': 'Not a valid id' });
    expect(badId.body.error.message).toBe('This address is not valid: Not a valid id');

    const badQuery = await apiClient(t.app, owner.token).call(auditLogApi.list, { query: { limit: 1000 } });
    expect(badQuery.status).toBe(400);

    expect(await auditCount(owner.token)).toBe(before);
    const list = await apiClient(t.app, owner.token).ok(branchesApi.list);
    expect(list).toMatchObject({ total: 1, page: 1, limit: 25 });
  });
});
