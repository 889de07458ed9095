import { customersApi, salesOrdersApi, type WireOf } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { staffWithRole, useTestApp } from '../../testing/test-app';
import { sales } from './sales.fixture';
import { type OrderBody, orderCalls, orderLines } from './sales-orders.fixture';

const t = useTestApp();

describe('sales orders', () => {
  it('creates SO-nnnn with tax per line, reads it by id or number, lists, searches, sorts, edits', async () => {
    const s = await sales(t);
    const so = orderCalls(t, s);
    const first = await so.create({
      date: '2026-11-02',
      deliveryDate: '2026-11-09',
      notes: 'Deliver to yard',
    });
    expect(first).toMatchObject({
      orderNumber: 'SO-0001',
      status: 'Open',
      customerName: 'Nakuru Hardware Ltd',
      date: '2026-11-02',
      deliveryDate: '2026-11-09',
      subtotal: 1180,
      taxTotal: 188.8,
      total: 1368.8,
      estimateId: null,
      invoices: [],
    });
    expect(first.taxByCategory.B).toEqual({ taxableAmount: 1180, tax: 188.8 });
    expect(first.lines.map((l) => [l.amount, l.taxAmount, l.lineTotal])).toEqual([
      [960, 153.6, 1113.6],
      [220, 35.2, 255.2],
    ]);
    expect(so.progress(first)).toEqual([
      [0, 6],
      [0, 4],
    ]);
    expect((await so.get('so-0001')).id).toBe(first.id);
    // an order moves no stock and posts nothing
    expect(await so.stock(s.sugar.id)).toBe(10);

    const other = await s.api.ok(customersApi.create, {
      body: { name: 'Kisumu Traders', paymentTerms: 'net_15' },
    });
    await so.create({ customerId: other.id, date: '2026-10-15', lines: orderLines(s).slice(1) });
    await so.create({
      date: '2026-11-20',
      lines: [{ description: 'Delivery', unitPrice: 500, taxCategory: 'A' }],
    });
    const list = async (query: WireOf<typeof salesOrdersApi.list.query>) => {
      const res = await so.list(query);
      expect(res.status, res.text).toBe(200);
      return res.body.items.map((o) => o.orderNumber);
    };
    expect(await list({})).toEqual(['SO-0003', 'SO-0001', 'SO-0002']);
    expect(await list({ search: 'kisumu' })).toEqual(['SO-0002']);
    expect(await list({ search: 'so-0003' })).toEqual(['SO-0003']);
    expect(await list({ from: '2026-11-01', to: '2026-11-30', sort: 'date' })).toEqual([
      'SO-0001',
      'SO-0003',
    ]);
    expect(await list({ sort: '-total' })).toEqual(['SO-0001', 'SO-0003', 'SO-0002']);
    expect(await list({ customerId: other.id })).toEqual(['SO-0002']);
    expect(await list({ status: 'Canceled' })).toEqual([]);
    const page = await so.list({ limit: 2, page: 2, sort: 'orderNumber' });
    expect(page.body).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page.body.items.map((o) => o.orderNumber)).toEqual(['SO-0003']);

    const edited = await so.update(first.id, {
      deliveryDate: null,
      lines: [{ productId: s.sugar.id, description: 'Sugar 1 kg', qty: 2, unitPrice: 150, taxCategory: 'B' }],
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({
      total: 348,
      deliveryDate: null,
      notes: 'Deliver to yard',
      status: 'Open',
    });
    const patched = await so.api.call(salesOrdersApi.update, {
      params: { id: 'SO-0001' },
      body: { notes: 'Call first' },
    });
    expect(patched.body).toMatchObject({ notes: 'Call first', total: 348 });
  });

  it('refuses bad input with the contract error and creates nothing', async () => {
    const s = await sales(t);
    const so = orderCalls(t, s);
    // `extra` is sent as it is, though the contract refuses it: the server must too
    const post = (body: Partial<OrderBody>, extra: Record<string, unknown> = {}) =>
      so.api.call(salesOrdersApi.create, {
        body: { customerId: s.customer.id, lines: orderLines(s), ...body, ...extra },
      });
    const empty = await post({ lines: [] });
    expect(empty.status).toBe(400);
    expect(empty.error?.code).toBe('validation-error');
    expect((await post({ customerId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    const unknown = await post({
      lines: [
        {
          productId: '00000000-0000-4000-8000-000000000000',
          description: 'x',
          unitPrice: 1,
          taxCategory: 'B',
        },
      ],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.error).toMatchObject({
      code: 'product-not-found',
      details: { fields: { 'lines.0.productId': expect.any(String) } },
    });
    expect((await post({ deliveryDate: '2026-02-30' })).status).toBe(400);
    expect((await post({}, { status: 'Invoiced' })).status).toBe(400);
    expect((await so.list()).body.total).toBe(0);
    expect((await so.create()).orderNumber).toBe('SO-0001');
  });

  it('cancels an open or part-invoiced order only; a canceled one can no longer change', async () => {
    const s = await sales(t);
    const so = orderCalls(t, s);
    const open = await so.create();
    // no reason, which the contract requires: the server refuses it too
    const noReason = {} as { reason: string };
    expect(
      (await so.api.call(salesOrdersApi.cancel, { params: { id: open.id }, body: noReason })).status,
    ).toBe(400);
    const canceled = await so.cancel(open.id, 'Out of budget');
    expect(canceled.status, canceled.text).toBe(200);
    expect(canceled.body).toMatchObject({ status: 'Canceled', cancelReason: 'Out of budget' });
    expect(canceled.body.canceledAt).toEqual(expect.any(String));
    expect(so.progress(canceled.body)).toEqual([
      [0, 0],
      [0, 0],
    ]);
    for (const res of [
      await so.cancel(open.id),
      await so.invoice(open.id),
      await so.update(open.id, { notes: 'x' }),
    ]) {
      expect(res.status).toBe(409);
      expect(res.error?.code).toBe('invalid-state');
    }
    expect(await so.get(open.id)).toMatchObject({ status: 'Canceled', notes: null, invoices: [] });

    const part = await so.create();
    expect((await so.invoice(part.id, { lines: [{ lineNo: 1, qty: 2 }] })).status).toBe(201);
    const edit = await so.update(part.id, { notes: 'x' });
    expect(edit.status).toBe(409);
    const rest = await so.cancel(part.id);
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body.status).toBe('Canceled');
    expect(so.progress(rest.body)).toEqual([
      [2, 0],
      [0, 0],
    ]);
    expect(rest.body.invoices).toHaveLength(1);

    const full = await so.create();
    expect((await so.invoice(full.id)).status).toBe(201);
    const done = await so.cancel(full.id);
    expect(done.status).toBe(409);
    expect((await so.get(full.id)).status).toBe('Invoiced');
  });

  it("hides another company's orders (404) and lets a viewer only read (403)", async () => {
    const s = await sales(t);
    const order = await orderCalls(t, s).create();
    const other = orderCalls(t, await sales(t, 'Other Ltd'));
    for (const [name, res] of [
      ['get', await other.api.call(salesOrdersApi.get, { params: { id: order.id } })],
      ['get by number', await other.api.call(salesOrdersApi.get, { params: { id: 'SO-0001' } })],
      ['update', await other.update(order.id, { notes: 'x' })],
      ['cancel', await other.cancel(order.id, 'x')],
      ['invoice', await other.invoice(order.id, {})],
    ] as const) {
      expect(res.status, name).toBe(404);
      expect(res.error?.code).toBe('not-found');
    }
    expect((await other.list()).body.total).toBe(0);

    const viewer = await staffWithRole(t.app, s.owner, 'viewer');
    const so = orderCalls(t, { ...s, token: viewer.token });
    expect((await so.get(order.id)).orderNumber).toBe('SO-0001');
    for (const res of [
      await so.api.call(salesOrdersApi.create, { body: { customerId: s.customer.id, lines: orderLines(s) } }),
      await so.invoice(order.id),
      await so.cancel(order.id),
      await so.update(order.id, { notes: 'x' }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.error?.code).toBe('forbidden');
    }
    expect(await orderCalls(t, s).get(order.id)).toMatchObject({ status: 'Open', notes: null });
    expect((await so.list()).body.total).toBe(1);
    expect(await so.invoiceCount()).toBe(0);
  });
});
