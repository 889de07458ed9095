import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bankTransfersApi } from './bank-transfers';
import { contractRoutes } from './catalog';
import { customersApi } from './customers';
import { apiQueryKey, fillPath, requestOf, urlOf, withQuery } from './request';
import { RESOURCES } from './resources';
import { isFileDownload, isJsonResponse, isNoContent, type RouteEntry } from './route';

const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
const shapeKeys = (schema: z.ZodType | undefined) =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];

describe.each(contractRoutes.map((e) => [e.id, e] as [string, RouteEntry]))('%s', (_id, entry) => {
  it('is stated consistently', () => {
    expect(entry.id).toBe(`${entry.method} ${entry.path}`);
    expect(shapeKeys(entry.params).sort()).toEqual(pathParams(entry.path).sort());
    expect(RESOURCES).toContain(entry.resource);
    for (const touched of entry.touches) expect(RESOURCES).toContain(touched);
    expect(entry.tags.length).toBeGreaterThan(0);
    if (entry.method === 'GET') {
      expect(entry.body).toBeUndefined();
      expect(entry.touches).toEqual([]);
    } else {
      expect(entry.touches.length, 'a change names what it changes').toBeGreaterThan(0);
    }
    expect(entry.status === 204).toBe(isNoContent(entry.response));
    if (entry.method === 'POST' && isJsonResponse(entry.response))
      expect([200, 201, 202]).toContain(entry.status);
    if (isFileDownload(entry.response)) expect(entry.method).toBe('GET');
    expect(entry.body && entry.upload, 'a JSON body or an upload, not both').toBeFalsy();
  });
});

describe('the catalog', () => {
  it('states each method and path once', () => {
    const ids = contractRoutes.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('requests of entries', () => {
  it('fills in the path, encoded, and leaves blank query values out', () => {
    expect(fillPath('/api/customers/:id/statement', { id: 'a b/c' })).toBe(
      '/api/customers/a%20b%2Fc/statement',
    );
    expect(() => fillPath('/api/customers/:id', {})).toThrow(':id');
    expect(withQuery('/api/x', { page: 2, search: '', sort: null, active: true, none: undefined })).toBe(
      '/api/x?page=2&active=true',
    );
    expect(withQuery('/api/x', { ids: ['a', 'b'] })).toBe('/api/x?ids=a&ids=b');
    expect(withQuery('/api/x', {})).toBe('/api/x');
  });

  it('builds method, address and body from the entry and its input', () => {
    expect(
      requestOf(customersApi.emailStatement, {
        params: { id: 'c1' },
        query: { from: '2026-01-01', to: '2026-03-31' },
        body: { to: 'a@b.co.ke' },
      }),
    ).toEqual({
      method: 'POST',
      url: '/api/customers/c1/statement/email?from=2026-01-01&to=2026-03-31',
      body: { to: 'a@b.co.ke' },
    });
    expect(requestOf(customersApi.list)).toEqual({ method: 'GET', url: '/api/customers', body: undefined });
    expect(urlOf(customersApi.statementPdf, { params: { id: 'c1' }, query: { from: '2026-01-01' } })).toBe(
      '/api/customers/c1/statement.pdf?from=2026-01-01',
    );
  });

  it('keys cached answers by resource first, so a change invalidates them by its touches', () => {
    expect(apiQueryKey(bankTransfersApi.list, { query: { page: 1 } })).toEqual([
      'bank-transfers',
      'GET /api/bank-transfers',
      {},
      { page: 1 },
    ]);
    expect(apiQueryKey(customersApi.get, { params: { id: 'c1' } })[0]).toBe('customers');
    expect(bankTransfersApi.create.touches).toContain('bank-transfers');
  });
});
