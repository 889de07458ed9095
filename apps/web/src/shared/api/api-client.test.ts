import {
  authApi,
  branchesApi,
  invoicesApi,
  type RouteEntry,
  rolesApi,
  urlOf,
  usersApi,
} from '@tawi/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setActiveBranchId } from './active-branch';
import { buildUrl, sendRequest } from './api-client';
import { ApiError } from './api-error';

describe('buildUrl', () => {
  it('leaves blank filters out', () => {
    expect(
      buildUrl(urlOf(usersApi.list), { search: '', includeInactive: true, page: 2, x: null, y: undefined }),
    ).toBe(urlOf(usersApi.list, { query: { includeInactive: true, page: 2 } }));
    expect(buildUrl(urlOf(rolesApi.list))).toBe(urlOf(rolesApi.list));
  });
});

/** sendRequest to an entry's address (one without path parameters), with any body. */
const sendTo = (entry: RouteEntry, body?: unknown) => sendRequest(entry.method, urlOf(entry), body);

describe('sendRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('document', { cookie: 'other=1; tawi_csrf=csrf%20token' });
    setActiveBranchId('branch-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    setActiveBranchId(null);
  });

  it('sends the CSRF token on changes and the active branch on every request', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    await sendTo(branchesApi.create, { name: 'Kisumu' });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(headers.get('X-CSRF-Token')).toBe('csrf token');
    expect(headers.get('X-Branch-Id')).toBe('branch-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"name":"Kisumu"}');

    await sendTo(branchesApi.list);
    const get = new Headers(fetchMock.mock.calls[1]?.[1]?.headers);
    expect(get.get('X-CSRF-Token')).toBeNull();
    expect(get.get('X-Branch-Id')).toBe('branch-1');
  });

  it('turns the error body into an ApiError with fields and Retry-After', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          error: { code: 'too-many-requests', message: 'Slow down', details: { fields: { email: 'bad' } } },
        }),
        { status: 429, headers: { 'Retry-After': '60' } },
      ),
    );
    const err = await sendTo(authApi.login, {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 429,
      code: 'too-many-requests',
      message: 'Slow down',
      retryAfterSeconds: 60,
      fields: { email: 'bad' },
      details: { fields: { email: 'bad' } },
    });
  });

  it('reports a failed fetch as a network problem, and 204 as undefined', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(sendTo(authApi.me)).rejects.toMatchObject({
      status: 0,
      code: 'network-request-failed',
      message: 'Network problem: check your connection',
    });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(sendTo(authApi.logout)).resolves.toBeUndefined();
  });

  it('sends a POST whose answer was lost once more with the same Idempotency-Key; never a GET', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response(JSON.stringify({ id: 'inv-1' }), { status: 201 }));
    await expect(sendTo(invoicesApi.create, { customerId: 'c' })).resolves.toEqual({
      id: 'inv-1',
    });
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 'inv-2' }), { status: 201 }));
    await sendTo(invoicesApi.create, {});
    const next = new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Idempotency-Key');
    expect(next).not.toBe(keys[0]);

    fetchMock.mockReset();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(sendTo(invoicesApi.list)).rejects.toMatchObject({
      code: 'network-request-failed',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Idempotency-Key')).toBeNull();
  });
});
