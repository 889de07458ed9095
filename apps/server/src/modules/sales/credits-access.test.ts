import { describe, expect, it } from 'vitest';
import { call, staffWithRole, useTestApp } from '../../testing/test-app';
import { expectReceivablesTieOut, sales } from './sales.fixture';

const t = useTestApp();

describe('credit-note applies and refunds, receipt voids: across companies and roles', () => {
  it("another company's note is not found; a viewer may not apply or refund", async () => {
    const s = await sales(t, 'Tenant One Ltd');
    const inv = await s.post('/api/invoices', {
      customerId: s.customer.id,
      lines: [{ description: 'Service', unitPrice: 100, taxCategory: 'A' }],
    });
    await s.post('/api/receipts', {
      customerId: s.customer.id,
      amount: 100,
      paymentMethod: 'cash',
      bankAccountId: s.bank.id,
      invoices: [{ invoiceId: inv.id, amount: 100 }],
    });
    const cn = await s.post('/api/credit-notes', { invoiceId: inv.id, lines: [{ lineNo: 1, qty: 1 }] });
    expect(cn).toMatchObject({ total: 100, unapplied: 100 });
    const second = await s.post('/api/invoices', {
      customerId: s.customer.id,
      lines: [{ description: 'Service', unitPrice: 40, taxCategory: 'A' }],
    });
    const applyBody = { invoices: [{ invoiceId: second.id, amount: 40 }] };
    const refundBody = { amount: 10, bankAccountId: s.bank.id, method: 'cash' };
    const other = await sales(t, 'Tenant Two Ltd');
    const viewer = await staffWithRole(t.app, s.owner, 'viewer');
    for (const [token, status] of [
      [other.token, 404],
      [viewer.token, 403],
    ] as const) {
      for (const [url, body] of [
        [`/api/credit-notes/${cn.id}/apply`, applyBody],
        ['/api/credit-notes/CN-0001/apply', applyBody],
        [`/api/credit-notes/${cn.id}/refund`, refundBody],
        ['/api/credit-notes/CN-0001/refund', refundBody],
      ] as const) {
        const res = await call(t.app, 'POST', url, { token, body });
        expect(res.status, `${url} ${res.text}`).toBe(status);
      }
    }
    expect((await call(t.app, 'GET', `/api/credit-notes/${cn.id}`, { token: other.token })).status).toBe(404);
    const still = await call(t.app, 'GET', `/api/credit-notes/${cn.id}`, { token: s.token });
    expect(still.body).toMatchObject({ unapplied: 100, refunded: 0, allocations: [], refunds: [] });
    await expectReceivablesTieOut(t.database.db, s.companyId);
  });

  it("another company's receipt is not found; a viewer or a sales user may not void", async () => {
    const s = await sales(t, 'Void Tenant Ltd');
    const receipt = await s.post('/api/receipts', {
      customerId: s.customer.id,
      amount: 300,
      paymentMethod: 'cash',
      bankAccountId: s.bank.id,
    });
    const other = await sales(t, 'Other Tenant Ltd');
    const viewer = await staffWithRole(t.app, s.owner, 'viewer');
    const seller = await staffWithRole(t.app, s.owner, 'sales');
    for (const [token, status] of [
      [other.token, 404],
      [viewer.token, 403],
      [seller.token, 403],
    ] as const) {
      for (const ref of [receipt.id, 'RCT-0001']) {
        const res = await call(t.app, 'POST', `/api/receipts/${ref}/void`, { token, body: { reason: 'x' } });
        expect(res.status, res.text).toBe(status);
      }
    }
    const still = await call(t.app, 'GET', `/api/receipts/${receipt.id}`, { token: s.token });
    expect(still.body).toMatchObject({ status: 'Completed', unallocated: 300, voidReason: null });
    await expectReceivablesTieOut(t.database.db, s.companyId);
  });
});
