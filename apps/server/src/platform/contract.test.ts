import { contractRoutes, customersApi, isFileDownload, platformApi, route } from '@tawi/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiClient } from '../testing/api-client';
import { useTestApp } from '../testing/test-app';
import { implement } from './implement';
import { registerRouteRegistry } from './route-registry';

const t = useTestApp();

const sorted = (ids: Iterable<string>) => [...ids].sort();

describe('the contract is the API', () => {
  it('registers every entry of the contract once, with its access, and no other API route', () => {
    const api = t.app.routeRegistry.filter((r) => r.url.startsWith('/api/'));
    const implemented = api.filter((r) => r.contract);
    expect(sorted(implemented.map((r) => `${r.method} ${r.url}`))).toEqual(
      sorted(contractRoutes.map((e) => e.id)),
    );
    expect(implemented.every((r) => r.contract === `${r.method} ${r.url}`)).toBe(true);
    for (const entry of contractRoutes) {
      expect(implemented.find((r) => r.contract === entry.id)?.auth, entry.id).toEqual(entry.auth);
    }
    expect(api.filter((r) => !r.contract).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('refuses to register an API route the contract does not state, or one it states by hand', () => {
    const app = Fastify();
    registerRouteRegistry(app, { entries: contractRoutes });
    const handler = async () => ({});
    expect(() => app.get('/api/made-up', handler)).toThrow('GET /api/made-up is not in the contract');
    expect(() => app.get(customersApi.list.path, handler)).toThrow('register it with implement()');
    const adHoc = route({
      method: 'GET',
      path: '/api/customers/made-up',
      auth: { session: true },
      response: z.object({}),
      tags: [],
    });
    expect(() => implement(app, adHoc, () => ({}))).toThrow('not in the contract');
    expect(() => app.get('/elsewhere', handler)).not.toThrow();
    expect(() =>
      implement(app, platformApi.health, () => ({ status: 'ok' as const, database: 'x', version: '1' })),
    ).not.toThrow();
  });

  it('describes every entry in the OpenAPI document with its tags and success status', async () => {
    const doc = await apiClient(t.app).ok(platformApi.openApi);
    const paths = doc.paths as Record<string, Record<string, { tags?: string[]; responses?: object }>>;
    for (const entry of contractRoutes.filter((e) => !e.hidden)) {
      const op = paths[entry.path.replace(/:(\w+)/g, '{$1}')]?.[entry.method.toLowerCase()];
      expect(op?.tags, entry.id).toEqual(entry.tags);
      if (isFileDownload(entry.response)) continue;
      expect(Object.keys(op?.responses ?? {}), entry.id).toContain(`${entry.status}`);
    }
    expect(paths[platformApi.openApi.path]).toBeUndefined();
  });
});
