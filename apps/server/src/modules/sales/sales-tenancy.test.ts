import { describe, expect, it } from 'vitest';
import { call, staffWithRole, useTestApp } from '../../testing/test-app';
import { sales } from './sales.fixture';

const t = useTestApp();

describe('sales documents across companies and roles', () => {
  it("never shows or touches another company's documents; a viewer only reads", async () => {
    const s = await sales(t);
    const inv = await s.post('/api/invoices', {
      customerId: s.customer.id,
      lines: [{ description: 'Service', unitPrice: 100, taxCategory: 'B' }],
    });
    const est = await s.post('/api/estimates', {
      customerId: s.customer.id,
      lines: [{ description: 'Service', unitPrice: 100, taxCategory: 'B' }],
    });
    const other = await sales(t, 'Other Ltd');
    const as = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
      call(t.app, method, url, { token: other.token, body });
    for (const [method, url, body] of [
      ['GET', `/api/invoices/${inv.id}`, undefined],
      ['GET', '/api/invoices/INV-0001', undefined],
      ['PATCH', `/api/invoices/${inv.id}`, { notes: 'x' }],
      ['POST', `/api/invoices/${inv.id}/void`, {}],
      ['GET', `/api/estimates/${est.id}`, undefined],
      ['POST', `/api/estimates/${est.id}/convert`, {}],
      ['POST', '/api/credit-notes', { invoiceId: inv.id, lines: [{ lineNo: 1, qty: 1 }] }],
      ['GET', `/api/customers/${s.customer.id}/statement`, undefined],
      [
        'POST',
        '/api/invoices',
        { customerId: s.customer.id, lines: [{ description: 'x', unitPrice: 1, taxCategory: 'B' }] },
      ],
    ] as const) {
      const res = await as(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    const pay = await as('POST', '/api/receipts', {
      customerId: other.customer.id,
      amount: 116,
      paymentMethod: 'cash',
      bankAccountId: other.bank.id,
      invoices: [{ invoiceId: inv.id, amount: 116 }],
    });
    expect(pay.status).toBe(400);
    const theirs = await call(t.app, 'GET', '/api/invoices', { token: other.token });
    expect(theirs.body.total).toBe(0);
    const aging = await call(t.app, 'GET', '/api/reports/receivables-aging', { token: other.token });
    expect(aging.body.rows).toEqual([]);
    const mine = await call(t.app, 'GET', `/api/invoices/${inv.id}`, { token: s.token });
    expect(mine.body).toMatchObject({ status: 'Unpaid', notes: null, amountPaid: 0 });

    const viewer = await staffWithRole(t.app, s.owner, 'viewer');
    expect((await call(t.app, 'GET', '/api/invoices', { token: viewer.token })).body.total).toBe(1);
    const denied = await call(t.app, 'POST', '/api/invoices', {
      token: viewer.token,
      body: { customerId: s.customer.id, lines: [{ description: 'x', unitPrice: 1, taxCategory: 'B' }] },
    });
    expect(denied.status).toBe(403);
  });
});
