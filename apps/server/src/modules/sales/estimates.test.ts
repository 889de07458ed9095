import { addDays } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { expectInventoryTieOut } from '../../testing/inventory-invariants';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { call, useTestApp } from '../../testing/test-app';
import { expectReceivablesTieOut, sales } from './sales.fixture';

const t = useTestApp();

describe('estimates', () => {
  it('sends, accepts, converts into an invoice; Invoiced only once the invoice exists', async () => {
    const s = await sales(t);
    const sugar = (qty: number) => [
      { productId: s.sugar.id, description: 'Sugar 1 kg', qty, unitPrice: 160, taxCategory: 'B' },
    ];
    const est = await s.post('/api/estimates', {
      customerId: s.customer.id,
      date: '2026-11-20',
      lines: sugar(3),
    });
    expect(est).toMatchObject({
      estimateNumber: 'EST-0001',
      status: 'Draft',
      validUntil: '2026-12-20',
      subtotal: 480,
      taxTotal: 76.8,
      total: 556.8,
      invoiceId: null,
    });
    const act = (id: string, action: string, body?: unknown) =>
      call(t.app, 'POST', `/api/estimates/${id}/${action}`, { token: s.token, body });
    expect((await act('EST-0001', 'send')).body.status).toBe('Sent');
    expect((await act(est.id, 'accept')).body.status).toBe('Accepted');
    const edit = await call(t.app, 'PATCH', `/api/estimates/${est.id}`, {
      token: s.token,
      body: { notes: 'x' },
    });
    expect(edit.status).toBe(409);

    const big = await s.post('/api/estimates', { customerId: s.customer.id, lines: sugar(20) });
    const refused = await act(big.id, 'convert', {});
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('insufficient-stock');
    const still = await call(t.app, 'GET', `/api/estimates/${big.id}`, { token: s.token });
    expect(still.body).toMatchObject({ status: 'Draft', invoiceId: null });

    const converted = await act(est.id, 'convert');
    expect(converted.status, converted.text).toBe(201);
    expect(converted.body).toMatchObject({ invoiceNumber: 'INV-0001', status: 'Unpaid', total: 556.8 });
    const after = await call(t.app, 'GET', `/api/estimates/${est.id}`, { token: s.token });
    expect(after.body).toMatchObject({
      status: 'Invoiced',
      invoiceId: converted.body.id,
      salesOrderId: null,
      salesOrderNumber: null,
    });
    const twice = await act(est.id, 'convert');
    expect(twice.status).toBe(409);
    const product = await call(t.app, 'GET', `/api/products/${s.sugar.id}`, { token: s.token });
    expect(product.body.currentStock).toBe(7);

    const old = await s.post('/api/estimates', {
      customerId: s.customer.id,
      date: '2026-01-01',
      validUntil: '2026-01-31',
      lines: sugar(1),
    });
    expect(old.status).toBe('Expired');
    expect((await act(old.id, 'accept')).status).toBe(409);
    expect((await act(old.id, 'convert')).status).toBe(409);
    expect((await act(big.id, 'decline')).body.status).toBe('Declined');
    const list = async (status: string) =>
      (await call(t.app, 'GET', '/api/estimates', { token: s.token, query: { status } })).body.items.map(
        (e: { estimateNumber: string }) => e.estimateNumber,
      );
    expect(await list('Expired')).toEqual(['EST-0003']);
    expect(await list('Invoiced')).toEqual(['EST-0001']);
    expect((await call(t.app, 'DELETE', `/api/estimates/${old.id}`, { token: s.token })).status).toBe(204);
    expect((await call(t.app, 'GET', `/api/estimates/${old.id}`, { token: s.token })).status).toBe(404);
    await expectReceivablesTieOut(t.database.db, s.companyId);
    await expectInventoryTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });

  it('names the sales order an estimate was converted to, in the record and the list', async () => {
    const s = await sales(t);
    const lines = [
      { productId: s.soap.id, description: 'Bar soap', qty: 2, unitPrice: 60, taxCategory: 'B' },
    ];
    const est = await s.post('/api/estimates', { customerId: s.customer.id, date: '2026-11-20', lines });
    const open = await s.post('/api/estimates', { customerId: s.customer.id, date: '2026-11-21', lines });
    expect(est).toMatchObject({ salesOrderId: null, salesOrderNumber: null });
    const convert = () =>
      call(t.app, 'POST', `/api/estimates/${est.id}/convert`, {
        token: s.token,
        body: { to: 'sales-order' },
      });
    const order = await convert();
    expect(order.status, order.text).toBe(201);
    expect(order.body).toMatchObject({ orderNumber: 'SO-0001', estimateId: est.id, total: 139.2 });

    const linked = {
      status: 'Accepted',
      invoiceId: null,
      salesOrderId: order.body.id,
      salesOrderNumber: 'SO-0001',
    };
    const one = await call(t.app, 'GET', '/api/estimates/EST-0001', { token: s.token });
    expect(one.body).toMatchObject(linked);
    const list = await call(t.app, 'GET', '/api/estimates', { token: s.token });
    expect(list.body.total).toBe(2);
    expect(list.body.items).toMatchObject([
      { id: open.id, estimateNumber: 'EST-0002', salesOrderId: null, salesOrderNumber: null },
      { id: est.id, estimateNumber: 'EST-0001', ...linked },
    ]);

    const twice = await convert();
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('invalid-state');
    expect((await call(t.app, 'GET', `/api/estimates/${est.id}`, { token: s.token })).body).toEqual(one.body);
    const orders = await call(t.app, 'GET', '/api/sales-orders', { token: s.token });
    expect(orders.body.items.map((o: { orderNumber: string }) => o.orderNumber)).toEqual(['SO-0001']);
  });

  it('searches the EST number and the customer name, any case, in the items and the total; sorts by a column', async () => {
    const s = await sales(t);
    const other = await s.post('/api/customers', { name: 'Mombasa 100% Traders', paymentTerms: 'net_30' });
    const lines = [
      { productId: s.soap.id, description: 'Bar soap', qty: 1, unitPrice: 60, taxCategory: 'B' },
    ];
    for (const customerId of [s.customer.id, other.id, s.customer.id])
      await s.post('/api/estimates', { customerId, date: '2026-11-20', lines });
    await call(t.app, 'POST', '/api/estimates/EST-0003/send', { token: s.token });
    const search = async (query: Record<string, string>) => {
      const res = await call(t.app, 'GET', '/api/estimates', { token: s.token, query });
      expect(res.status, res.text).toBe(200);
      return [res.body.total, res.body.items.map((e: { estimateNumber: string }) => e.estimateNumber)];
    };
    expect(await search({ search: 'est-0002' })).toEqual([1, ['EST-0002']]);
    expect(await search({ search: 'HARDWARE' })).toEqual([2, ['EST-0003', 'EST-0001']]);
    expect(await search({ search: 'hardware', limit: '1', page: '2' })).toEqual([2, ['EST-0001']]);
    expect(await search({ search: 'hardware', status: 'Sent' })).toEqual([1, ['EST-0003']]);
    expect(await search({ search: '100%' })).toEqual([1, ['EST-0002']]);
    expect(await search({ search: '0%' })).toEqual([1, ['EST-0002']]);
    expect(await search({ search: 'EST-0002 x' })).toEqual([0, []]);
    expect(await search({ search: '' })).toEqual([3, ['EST-0003', 'EST-0002', 'EST-0001']]);
    // sorted by a column, ties by number the same way; an unknown field keeps newest first
    expect(await search({ sort: 'customerName' })).toEqual([3, ['EST-0002', 'EST-0001', 'EST-0003']]);
    expect(await search({ sort: '-customerName' })).toEqual([3, ['EST-0003', 'EST-0001', 'EST-0002']]);
    expect(await search({ sort: 'estimateNumber', limit: '2' })).toEqual([3, ['EST-0001', 'EST-0002']]);
    expect(await search({ sort: 'bogus' })).toEqual([3, ['EST-0003', 'EST-0002', 'EST-0001']]);
  });

  it('refuses to step, edit or delete a converted estimate, changing nothing', async () => {
    const s = await sales(t);
    const lines = [
      { productId: s.soap.id, description: 'Bar soap', qty: 2, unitPrice: 60, taxCategory: 'B' },
    ];
    const ordered = await s.post('/api/estimates', { customerId: s.customer.id, lines });
    const invoiced = await s.post('/api/estimates', { customerId: s.customer.id, lines });
    const convert = (id: string, to: string) =>
      call(t.app, 'POST', `/api/estimates/${id}/convert`, { token: s.token, body: { to } });
    expect((await convert(ordered.id, 'sales-order')).status).toBe(201);
    expect((await convert(invoiced.id, 'invoice')).status).toBe(201);
    const get = async (id: string) =>
      (await call(t.app, 'GET', `/api/estimates/${id}`, { token: s.token })).body;
    const attempts = [
      ['POST', 'send'],
      ['POST', 'accept'],
      ['POST', 'decline'],
      ['PATCH', ''],
      ['DELETE', ''],
    ] as const;
    for (const [est, became] of [
      [ordered, 'sales order SO-0001'],
      [invoiced, 'an invoice'],
    ] as const) {
      const before = await get(est.id);
      for (const [method, action] of attempts) {
        const url = `/api/estimates/${est.id}${action ? `/${action}` : ''}`;
        const body = method === 'PATCH' ? { notes: 'Price held', lines } : undefined;
        const res = await call(t.app, method, url, { token: s.token, body });
        expect(res.status, `${method} ${action} ${res.text}`).toBe(409);
        expect(res.body.error).toMatchObject({
          code: 'invalid-state',
          message: `${est.estimateNumber} was converted to ${became} and can no longer change`,
        });
      }
      expect(await get(est.id)).toEqual(before);
    }
    expect(await get(ordered.id)).toMatchObject({
      status: 'Accepted',
      salesOrderNumber: 'SO-0001',
      notes: null,
    });
    expect(await get(invoiced.id)).toMatchObject({ status: 'Invoiced', total: 139.2 });
    const orders = await call(t.app, 'GET', '/api/sales-orders', { token: s.token });
    expect(orders.body.items).toMatchObject([
      { orderNumber: 'SO-0001', status: 'Open', estimateId: ordered.id },
    ]);
  });

  it('edits a Draft or Sent estimate with new totals; refuses an Expired, Accepted or Declined one', async () => {
    const s = await sales(t);
    const line = (qty: number) => ({
      productId: s.sugar.id,
      description: 'Sugar 1 kg',
      qty,
      unitPrice: 160,
      taxCategory: 'B',
    });
    const est = await s.post('/api/estimates', { customerId: s.customer.id, lines: [line(1)] });
    const edit = (id: string, body: unknown) =>
      call(t.app, 'PATCH', `/api/estimates/${id}`, { token: s.token, body });
    const draft = await edit(est.id, {
      lines: [line(2), { ...line(1), taxCategory: 'A' }],
      notes: 'Delivery free',
    });
    expect(draft.status, draft.text).toBe(200);
    expect(draft.body).toMatchObject({ status: 'Draft', subtotal: 480, taxTotal: 51.2, total: 531.2 });
    expect(draft.body.lines.map((l: { lineTotal: number }) => l.lineTotal)).toEqual([371.2, 160]);
    await call(t.app, 'POST', `/api/estimates/${est.id}/send`, { token: s.token });
    const sent = await edit(est.id, { lines: [line(3)] });
    expect(sent.body).toMatchObject({ status: 'Sent', total: 556.8, notes: 'Delivery free' });
    // valid until a day before its own date: it would be born Expired, on create as on edit
    const early = await edit(est.id, { validUntil: addDays(est.date, -1) });
    expect(early.status).toBe(400);
    expect(early.body.error.details.fields.validUntil).toBe('On or after the estimate date');
    const bornExpired = await call(t.app, 'POST', '/api/estimates', {
      token: s.token,
      body: { customerId: s.customer.id, date: '2026-11-22', validUntil: '2026-11-01', lines: [line(1)] },
    });
    expect(bornExpired.status).toBe(400);
    expect(bornExpired.body.error.details.fields.validUntil).toBe('On or after the estimate date');
    expect((await edit(est.id, { validUntil: est.date })).body).toMatchObject({ validUntil: est.date });

    const expired = await s.post('/api/estimates', {
      customerId: s.customer.id,
      date: '2026-01-01',
      validUntil: '2026-01-31',
      lines: [line(1)],
    });
    const accepted = await s.post('/api/estimates', { customerId: s.customer.id, lines: [line(1)] });
    await call(t.app, 'POST', `/api/estimates/${accepted.id}/accept`, { token: s.token });
    const declined = await s.post('/api/estimates', { customerId: s.customer.id, lines: [line(1)] });
    await call(t.app, 'POST', `/api/estimates/${declined.id}/decline`, { token: s.token });
    for (const [refused, status] of [
      [expired, 'An Expired'],
      [accepted, 'An Accepted'],
      [declined, 'A Declined'],
    ] as const) {
      const before = await call(t.app, 'GET', `/api/estimates/${refused.id}`, { token: s.token });
      const res = await edit(refused.id, { lines: [line(5)], validUntil: addDays(refused.date, 30) });
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({
        code: 'invalid-state',
        message: `${status} estimate cannot be edited; only a Draft or Sent one can`,
      });
      const after = await call(t.app, 'GET', `/api/estimates/${refused.id}`, { token: s.token });
      expect(after.body).toEqual(before.body);
      expect(after.body.total).toBe(185.6);
    }
  });
});
