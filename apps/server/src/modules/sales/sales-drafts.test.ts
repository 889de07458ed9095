import { estimatesApi, invoicesApi, salesOrdersApi } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { useTestApp } from '../../testing/test-app';
import { expectReceivablesTieOut, sales } from './sales.fixture';

const t = useTestApp();

describe('draft sales documents: delete and clone (API.md "Daily work")', () => {
  it('deletes a Draft invoice (204, gone); an issued one is 409 and unchanged', async () => {
    const s = await sales(t);
    const api = apiClient(t.app, s.token);
    const lines = [
      { productId: s.sugar.id, description: 'Sugar 1 kg', qty: 2, unitPrice: 160, taxCategory: 'B' as const },
    ];
    const draft = await api.ok(invoicesApi.create, {
      body: { customerId: s.customer.id, status: 'Draft', lines },
    });
    const issued = await api.ok(invoicesApi.create, { body: { customerId: s.customer.id, lines } });
    expect((await api.call(invoicesApi.remove, { params: { id: draft.id } })).status).toBe(204);
    expect((await api.call(invoicesApi.get, { params: { id: draft.id } })).status).toBe(404);
    const refused = await api.call(invoicesApi.remove, { params: { id: issued.invoiceNumber } });
    expect(refused.status).toBe(409);
    expect(refused.error?.code).toBe('invalid-state');
    const still = await api.ok(invoicesApi.get, { params: { id: issued.id } });
    expect(still).toMatchObject({ status: 'Unpaid', total: 371.2 });
    const list = await api.ok(invoicesApi.list, { query: {} });
    expect(list.items.map((i) => i.invoiceNumber)).toEqual([issued.invoiceNumber]);
    await expectReceivablesTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });

  it('clones an issued invoice into a new Draft dated today with the same lines; nothing posted', async () => {
    const s = await sales(t);
    const api = apiClient(t.app, s.token);
    const issued = await api.ok(invoicesApi.create, {
      body: {
        customerId: s.customer.id,
        date: '2026-01-15',
        paymentTerms: 'net_15',
        notes: 'Monthly order',
        lines: [
          { productId: s.sugar.id, description: 'Sugar 1 kg', qty: 3, unitPrice: 160, taxCategory: 'B' },
          {
            productId: s.soap.id,
            description: 'Bar soap',
            qty: 1,
            unitPrice: 60,
            discount: 10,
            taxCategory: 'B',
          },
        ],
      },
    });
    const res = await api.call(invoicesApi.clone, { params: { id: issued.invoiceNumber } });
    expect(res.status).toBe(201);
    const copy = res.body;
    expect(copy).toMatchObject({
      status: 'Draft',
      date: todayIn(),
      paymentTerms: 'net_15',
      notes: 'Monthly order',
      customerId: s.customer.id,
      subtotal: issued.subtotal,
      total: issued.total,
    });
    expect(copy.invoiceNumber).not.toBe(issued.invoiceNumber);
    expect(copy.lines.map((l) => [l.description, l.qty, l.unitPrice, l.discount])).toEqual([
      ['Sugar 1 kg', 3, 160, 0],
      ['Bar soap', 1, 60, 10],
    ]);
    const all = await api.ok(invoicesApi.list, { query: {} });
    expect(all.items.map((i) => [i.invoiceNumber, i.status]).sort()).toEqual([
      [issued.invoiceNumber, 'Overdue'],
      [copy.invoiceNumber, 'Draft'],
    ]);
    await expectReceivablesTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });

  it('estimates: a Draft deletes, a Sent one is 409; clone is a new Draft valid 30 days', async () => {
    const s = await sales(t);
    const api = apiClient(t.app, s.token);
    const body = {
      customerId: s.customer.id,
      lines: [
        { productId: s.soap.id, description: 'Bar soap', qty: 4, unitPrice: 60, taxCategory: 'B' as const },
      ],
    };
    const draft = await api.ok(estimatesApi.create, { body });
    const sent = await api.ok(estimatesApi.create, { body });
    await api.ok(estimatesApi.send, { params: { id: sent.id } });
    const refused = await api.call(estimatesApi.remove, { params: { id: sent.id } });
    expect(refused.status).toBe(409);
    expect(refused.error?.code).toBe('invalid-state');
    expect((await api.ok(estimatesApi.get, { params: { id: sent.id } })).status).toBe('Sent');
    expect((await api.call(estimatesApi.remove, { params: { id: draft.id } })).status).toBe(204);
    const copy = await api.call(estimatesApi.clone, { params: { id: sent.estimateNumber } });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ status: 'Draft', date: todayIn(), total: sent.total });
    expect(copy.body.validUntil > copy.body.date).toBe(true);
  });

  it('sales orders: an Open order with nothing invoiced deletes, an invoiced one is 409; clone is a new Open order', async () => {
    const s = await sales(t);
    const api = apiClient(t.app, s.token);
    const body = {
      customerId: s.customer.id,
      deliveryDate: '2026-12-01',
      lines: [
        {
          productId: s.sugar.id,
          description: 'Sugar 1 kg',
          qty: 2,
          unitPrice: 150,
          taxCategory: 'B' as const,
        },
      ],
    };
    const open = await api.ok(salesOrdersApi.create, { body });
    const invoiced = await api.ok(salesOrdersApi.create, { body });
    await api.ok(salesOrdersApi.invoice, { params: { id: invoiced.id } });
    const refused = await api.call(salesOrdersApi.remove, { params: { id: invoiced.id } });
    expect(refused.status).toBe(409);
    expect(refused.error?.code).toBe('invalid-state');
    expect((await api.ok(salesOrdersApi.get, { params: { id: invoiced.id } })).status).toBe('Invoiced');
    expect((await api.call(salesOrdersApi.remove, { params: { id: open.orderNumber } })).status).toBe(204);
    expect((await api.call(salesOrdersApi.get, { params: { id: open.id } })).status).toBe(404);
    const copy = await api.call(salesOrdersApi.clone, { params: { id: invoiced.id } });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      status: 'Open',
      date: todayIn(),
      deliveryDate: null,
      total: invoiced.total,
    });
    expect(copy.body.lines.map((l) => [l.qty, l.qtyInvoiced])).toEqual([[2, 0]]);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });
});
