import { creditNotesApi, customerReceiptsApi, invoicesApi } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { staffWithRole, useTestApp } from '../../testing/test-app';
import { expectReceivablesTieOut, sales } from './sales.fixture';

const t = useTestApp();

describe('credit-note applies and refunds, receipt voids: across companies and roles', () => {
  it("another company's note is not found; a viewer may not apply or refund", async () => {
    const s = await sales(t, 'Tenant One Ltd');
    const inv = await s.api.ok(invoicesApi.create, {
      body: {
        customerId: s.customer.id,
        lines: [{ description: 'Service', unitPrice: 100, taxCategory: 'A' }],
      },
    });
    const api = apiClient(t.app, s.token);
    await api.ok(customerReceiptsApi.create, {
      body: {
        customerId: s.customer.id,
        amount: 100,
        paymentMethod: 'cash',
        bankAccountId: s.bank.id,
        invoices: [{ invoiceId: inv.id, amount: 100 }],
      },
    });
    const cn = await api.ok(creditNotesApi.create, {
      body: { invoiceId: inv.id, lines: [{ lineNo: 1, qty: 1 }] },
    });
    expect(cn).toMatchObject({ total: 100, unapplied: 100 });
    const second = await s.api.ok(invoicesApi.create, {
      body: {
        customerId: s.customer.id,
        lines: [{ description: 'Service', unitPrice: 40, taxCategory: 'A' }],
      },
    });
    const applyBody = { invoices: [{ invoiceId: second.id, amount: 40 }] };
    const refundBody = { amount: 10, bankAccountId: s.bank.id, method: 'cash' as const };
    const other = await sales(t, 'Tenant Two Ltd');
    const viewer = await staffWithRole(t.app, s.owner, 'viewer');
    for (const [token, status] of [
      [other.token, 404],
      [viewer.token, 403],
    ] as const) {
      const as = apiClient(t.app, token);
      for (const id of [cn.id, 'CN-0001']) {
        const applied = await as.call(creditNotesApi.apply, { params: { id }, body: applyBody });
        expect(applied.status, `apply ${id} ${applied.text}`).toBe(status);
        const refunded = await as.call(creditNotesApi.refund, { params: { id }, body: refundBody });
        expect(refunded.status, `refund ${id} ${refunded.text}`).toBe(status);
      }
    }
    expect(
      (await apiClient(t.app, other.token).call(creditNotesApi.get, { params: { id: cn.id } })).status,
    ).toBe(404);
    const still = await api.ok(creditNotesApi.get, { params: { id: cn.id } });
    expect(still).toMatchObject({ unapplied: 100, refunded: 0, allocations: [], refunds: [] });
    await expectReceivablesTieOut(t.database.db, s.companyId);
  });

  it("another company's receipt is not found; a viewer or a sales user may not void", async () => {
    const s = await sales(t, 'Void Tenant Ltd');
    const api = apiClient(t.app, s.token);
    const receipt = await api.ok(customerReceiptsApi.create, {
      body: { customerId: s.customer.id, amount: 300, paymentMethod: 'cash', bankAccountId: s.bank.id },
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
        const res = await apiClient(t.app, token).call(customerReceiptsApi.void, {
          params: { id: ref },
          body: { reason: 'x' },
        });
        expect(res.status, res.text).toBe(status);
      }
    }
    const still = await api.ok(customerReceiptsApi.get, { params: { id: receipt.id } });
    expect(still).toMatchObject({ status: 'Completed', unallocated: 300, voidReason: null });
    await expectReceivablesTieOut(t.database.db, s.companyId);
  });
});
