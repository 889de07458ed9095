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
});
