import {
  creditNotesApi,
  customerReceiptsApi,
  customersApi,
  estimatesApi,
  invoicesApi,
  salesDocumentsApi,
} from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { staffWithRole, useTestApp } from '../../testing/test-app';
import { sales } from './sales.fixture';

const t = useTestApp();

describe('sales documents across companies and roles', () => {
  it("never shows or touches another company's documents; a viewer only reads", async () => {
    const s = await sales(t);
    const api = apiClient(t.app, s.token);
    const inv = await api.ok(invoicesApi.create, {
      body: {
        customerId: s.customer.id,
        lines: [{ description: 'Service', unitPrice: 100, taxCategory: 'B' }],
      },
    });
    const est = await api.ok(estimatesApi.create, {
      body: {
        customerId: s.customer.id,
        lines: [{ description: 'Service', unitPrice: 100, taxCategory: 'B' }],
      },
    });
    const other = await sales(t, 'Other Ltd');
    const theirApi = apiClient(t.app, other.token);
    for (const [name, attempt] of [
      ['get invoice', () => theirApi.call(invoicesApi.get, { params: { id: inv.id } })],
      ['get INV-0001', () => theirApi.call(invoicesApi.get, { params: { id: 'INV-0001' } })],
      [
        'edit invoice',
        () => theirApi.call(invoicesApi.update, { params: { id: inv.id }, body: { notes: 'x' } }),
      ],
      ['void invoice', () => theirApi.call(invoicesApi.void, { params: { id: inv.id }, body: {} })],
      ['get estimate', () => theirApi.call(estimatesApi.get, { params: { id: est.id } })],
      ['convert estimate', () => theirApi.call(estimatesApi.convert, { params: { id: est.id }, body: {} })],
      [
        'credit note',
        () =>
          theirApi.call(creditNotesApi.create, {
            body: { invoiceId: inv.id, lines: [{ lineNo: 1, qty: 1 }] },
          }),
      ],
      ['statement', () => theirApi.call(customersApi.statement, { params: { id: s.customer.id } })],
      [
        'invoice their customer',
        () =>
          theirApi.call(invoicesApi.create, {
            body: {
              customerId: s.customer.id,
              lines: [{ description: 'x', unitPrice: 1, taxCategory: 'B' }],
            },
          }),
      ],
    ] as const) {
      const res = await attempt();
      expect(res.status, name).toBe(404);
    }
    const pay = await theirApi.call(customerReceiptsApi.create, {
      body: {
        customerId: other.customer.id,
        amount: 116,
        paymentMethod: 'cash',
        bankAccountId: other.bank.id,
        invoices: [{ invoiceId: inv.id, amount: 116 }],
      },
    });
    expect(pay.status).toBe(400);
    const theirs = await theirApi.call(invoicesApi.list);
    expect(theirs.body.total).toBe(0);
    const aging = await theirApi.call(salesDocumentsApi.receivablesAging);
    expect(aging.body.rows).toEqual([]);
    const mine = await api.call(invoicesApi.get, { params: { id: inv.id } });
    expect(mine.body).toMatchObject({ status: 'Unpaid', notes: null, amountPaid: 0 });

    const viewer = apiClient(t.app, (await staffWithRole(t.app, s.owner, 'viewer')).token);
    expect((await viewer.call(invoicesApi.list)).body.total).toBe(1);
    const denied = await viewer.call(invoicesApi.create, {
      body: { customerId: s.customer.id, lines: [{ description: 'x', unitPrice: 1, taxCategory: 'B' }] },
    });
    expect(denied.status).toBe(403);
  });
});
