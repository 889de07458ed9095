import { QueryClient } from '@tanstack/react-query';
import { bankTransfersApi, customersApi, suppliersApi, urlOf } from '@tawi/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setActiveBranchId } from './active-branch';
import { invalidateTouched } from './api-hooks';
import { apiUrl, callAllPages, callApi } from './call-api';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('callApi', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('document', { cookie: 'tawi_csrf=t' });
    setActiveBranchId('branch-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    setActiveBranchId(null);
  });

  const sent = (i = 0) => {
    const [url, init] = fetchMock.mock.calls[i] ?? [];
    return { url, method: init?.method, headers: new Headers(init?.headers), body: init?.body };
  };

  it('sends the entry as HTTP: path with its params, query without blanks, JSON body, the usual headers', async () => {
    fetchMock.mockImplementation(async () => json({ id: 'c1', name: 'Kisumu Traders' }));
    const rename = { params: { id: 'c1' }, body: { name: 'Kisumu Traders' } };
    const saved = await callApi(customersApi.update, rename);
    expect(saved.name).toBe('Kisumu Traders');
    expect(sent()).toMatchObject({
      url: urlOf(customersApi.update, rename),
      method: 'PATCH',
      body: '{"name":"Kisumu Traders"}',
    });
    expect(sent().headers.get('X-CSRF-Token')).toBe('t');
    expect(sent().headers.get('X-Branch-Id')).toBe('branch-1');
    expect(sent().headers.get('Idempotency-Key')).toBeNull();

    await callApi(customersApi.list, { query: { page: 2, search: '', active: true } });
    expect(sent(1)).toMatchObject({
      url: urlOf(customersApi.list, { query: { page: 2, active: true } }),
      method: 'GET',
      body: undefined,
    });
    expect(
      apiUrl(suppliersApi.statementPdf, { params: { id: 's 1' }, query: { from: '2026-01-01', to: '' } }),
    ).toBe(urlOf(suppliersApi.statementPdf, { params: { id: 's 1' }, query: { from: '2026-01-01' } }));
  });

  it('resends a POST whose answer was lost once, with the same Idempotency-Key', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json({ id: 't1' }, 201));
    const body = { fromBankAccountId: 'a', toBankAccountId: 'b', amount: 100, date: '2026-01-05' };
    await expect(callApi(bankTransfersApi.create, { body })).resolves.toEqual({ id: 't1' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sent(0).headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent(1).headers.get('Idempotency-Key')).toBe(sent(0).headers.get('Idempotency-Key'));
  });

  it('answers undefined for 204, a Blob for a download, and ApiError for the error envelope', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(callApi(customersApi.remove, { params: { id: 'c1' } })).resolves.toBeUndefined();

    fetchMock.mockResolvedValueOnce(new Response('%PDF-1.7', { status: 200 }));
    const pdf = await callApi(customersApi.statementPdf, { params: { id: 'c1' } });
    expect(await pdf.text()).toBe('%PDF-1.7');

    fetchMock.mockResolvedValueOnce(
      json({ error: { code: 'forbidden', message: 'Your role does not allow this' } }, 403),
    );
    await expect(callApi(customersApi.get, { params: { id: 'c1' } })).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
    });
  });

  it('reads every page of a list', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ items: [{ id: 'a' }, { id: 'b' }], total: 3, page: 1, limit: 250 }))
      .mockResolvedValueOnce(json({ items: [{ id: 'c' }], total: 3, page: 2, limit: 250 }));
    const all = await callAllPages(suppliersApi.list, { query: { active: true } });
    expect(all.map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(sent(1).url).toBe(urlOf(suppliersApi.list, { query: { active: true, page: 2, limit: 250 } }));
  });
});

describe('invalidateTouched', () => {
  it('marks stale the resources a change touches and the audit log, nothing else', () => {
    const client = new QueryClient();
    for (const root of ['customers', 'invoices', 'audit-log', 'products', 'bank-transfers', 'reports']) {
      client.setQueryData([root, 'x'], 1);
    }
    invalidateTouched(client, bankTransfersApi.void);
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey[0]);
    expect(stale.sort()).toEqual(['audit-log', 'bank-transfers', 'reports']);
  });
});
