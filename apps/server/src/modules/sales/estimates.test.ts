import { customersApi, estimatesApi, productsApi, salesOrdersApi, type WireOf } from '@tawi/contracts';
import { addDays } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectInventoryTieOut } from '../../testing/inventory-invariants';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { useTestApp } from '../../testing/test-app';
import { expectReceivablesTieOut, type Sales, sales } from './sales.fixture';

const t = useTestApp();

type EstimateBody = WireOf<typeof estimatesApi.create.body>;
type Line = EstimateBody['lines'][number];
type Step = 'send' | 'accept' | 'decline';

/** The estimate calls of one company, signed in as its owner. */
function estimateCalls(s: Sales) {
  const api = apiClient(t.app, s.token);
  return {
    api,
    create: (body: EstimateBody) => api.ok(estimatesApi.create, { body }),
    step: (id: string, action: Step) => api.call(estimatesApi[action], { params: { id } }),
    convert: (id: string, body?: WireOf<typeof estimatesApi.convert.body>) =>
      api.call(estimatesApi.convert, { params: { id }, body }),
    get: (id: string) => api.call(estimatesApi.get, { params: { id } }),
  };
}

describe('estimates', () => {
  it('sends, accepts, converts into an invoice; Invoiced only once the invoice exists', async () => {
    const s = await sales(t);
    const e = estimateCalls(s);
    const sugar = (qty: number): Line[] => [
      { productId: s.sugar.id, description: 'Sugar 1 kg', qty, unitPrice: 160, taxCategory: 'B' },
    ];
    const est = await e.create({
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
    expect((await e.step('EST-0001', 'send')).body.status).toBe('Sent');
    expect((await e.step(est.id, 'accept')).body.status).toBe('Accepted');
    const edit = await e.api.call(estimatesApi.update, { params: { id: est.id }, body: { notes: 'x' } });
    expect(edit.status).toBe(409);

    const big = await e.create({ customerId: s.customer.id, lines: sugar(20) });
    const refused = await e.convert(big.id, {});
    expect(refused.status).toBe(422);
    expect(refused.error?.code).toBe('insufficient-stock');
    const still = await e.get(big.id);
    expect(still.body).toMatchObject({ status: 'Draft', invoiceId: null });

    const converted = await e.convert(est.id);
    expect(converted.status, converted.text).toBe(201);
    expect(converted.body).toMatchObject({ invoiceNumber: 'INV-0001', status: 'Unpaid', total: 556.8 });
    const after = await e.get(est.id);
    expect(after.body).toMatchObject({
      status: 'Invoiced',
      invoiceId: converted.body.id,
      salesOrderId: null,
      salesOrderNumber: null,
    });
    const twice = await e.convert(est.id);
    expect(twice.status).toBe(409);
    const product = await e.api.ok(productsApi.get, { params: { id: s.sugar.id } });
    expect(product.currentStock).toBe(7);

    const old = await e.create({
      customerId: s.customer.id,
      date: '2026-01-01',
      validUntil: '2026-01-31',
      lines: sugar(1),
    });
    expect(old.status).toBe('Expired');
    expect((await e.step(old.id, 'accept')).status).toBe(409);
    expect((await e.convert(old.id)).status).toBe(409);
    expect((await e.step(big.id, 'decline')).body.status).toBe('Declined');
    const list = async (status: 'Expired' | 'Invoiced') =>
      (await e.api.ok(estimatesApi.list, { query: { status } })).items.map((x) => x.estimateNumber);
    expect(await list('Expired')).toEqual(['EST-0003']);
    expect(await list('Invoiced')).toEqual(['EST-0001']);
    expect((await e.api.call(estimatesApi.remove, { params: { id: old.id } })).status).toBe(204);
    expect((await e.get(old.id)).status).toBe(404);
    await expectReceivablesTieOut(t.database.db, s.companyId);
    await expectInventoryTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });

  it('names the sales order an estimate was converted to, in the record and the list', async () => {
    const s = await sales(t);
    const e = estimateCalls(s);
    const lines: Line[] = [
      { productId: s.soap.id, description: 'Bar soap', qty: 2, unitPrice: 60, taxCategory: 'B' },
    ];
    const est = await e.create({ customerId: s.customer.id, date: '2026-11-20', lines });
    const open = await e.create({ customerId: s.customer.id, date: '2026-11-21', lines });
    expect(est).toMatchObject({ salesOrderId: null, salesOrderNumber: null });
    const convert = () => e.convert(est.id, { to: 'sales-order' });
    const order = await convert();
    expect(order.status, order.text).toBe(201);
    expect(order.body).toMatchObject({ orderNumber: 'SO-0001', estimateId: est.id, total: 139.2 });

    const linked = {
      status: 'Accepted',
      invoiceId: null,
      salesOrderId: order.body.id,
      salesOrderNumber: 'SO-0001',
    };
    const one = await e.get('EST-0001');
    expect(one.body).toMatchObject(linked);
    const list = await e.api.ok(estimatesApi.list);
    expect(list.total).toBe(2);
    expect(list.items).toMatchObject([
      { id: open.id, estimateNumber: 'EST-0002', salesOrderId: null, salesOrderNumber: null },
      { id: est.id, estimateNumber: 'EST-0001', ...linked },
    ]);

    const twice = await convert();
    expect(twice.status).toBe(409);
    expect(twice.error?.code).toBe('invalid-state');
    expect((await e.get(est.id)).body).toEqual(one.body);
    const orders = await e.api.ok(salesOrdersApi.list);
    expect(orders.items.map((o) => o.orderNumber)).toEqual(['SO-0001']);
  });

  it('searches the EST number and the customer name, any case, in the items and the total; sorts by a column', async () => {
    const s = await sales(t);
    const e = estimateCalls(s);
    const other = await e.api.ok(customersApi.create, {
      body: { name: 'Mombasa 100% Traders', paymentTerms: 'net_30' },
    });
    const lines: Line[] = [
      { productId: s.soap.id, description: 'Bar soap', qty: 1, unitPrice: 60, taxCategory: 'B' },
    ];
    for (const customerId of [s.customer.id, other.id, s.customer.id])
      await e.create({ customerId, date: '2026-11-20', lines });
    await e.step('EST-0003', 'send');
    const search = async (query: WireOf<typeof estimatesApi.list.query>) => {
      const res = await e.api.call(estimatesApi.list, { query });
      expect(res.status, res.text).toBe(200);
      return [res.body.total, res.body.items.map((x) => x.estimateNumber)];
    };
    expect(await search({ search: 'est-0002' })).toEqual([1, ['EST-0002']]);
    expect(await search({ search: 'HARDWARE' })).toEqual([2, ['EST-0003', 'EST-0001']]);
    expect(await search({ search: 'hardware', limit: 1, page: 2 })).toEqual([2, ['EST-0001']]);
    expect(await search({ search: 'hardware', status: 'Sent' })).toEqual([1, ['EST-0003']]);
    expect(await search({ search: '100%' })).toEqual([1, ['EST-0002']]);
    expect(await search({ search: '0%' })).toEqual([1, ['EST-0002']]);
    expect(await search({ search: 'EST-0002 x' })).toEqual([0, []]);
    expect(await search({ search: '' })).toEqual([3, ['EST-0003', 'EST-0002', 'EST-0001']]);
    // sorted by a column, ties by number the same way; an unknown field keeps newest first
    expect(await search({ sort: 'customerName' })).toEqual([3, ['EST-0002', 'EST-0001', 'EST-0003']]);
    expect(await search({ sort: '-customerName' })).toEqual([3, ['EST-0003', 'EST-0001', 'EST-0002']]);
    expect(await search({ sort: 'estimateNumber', limit: 2 })).toEqual([3, ['EST-0001', 'EST-0002']]);
    expect(await search({ sort: 'bogus' })).toEqual([3, ['EST-0003', 'EST-0002', 'EST-0001']]);
  });

  it('refuses to step, edit or delete a converted estimate, changing nothing', async () => {
    const s = await sales(t);
    const e = estimateCalls(s);
    const lines: Line[] = [
      { productId: s.soap.id, description: 'Bar soap', qty: 2, unitPrice: 60, taxCategory: 'B' },
    ];
    const ordered = await e.create({ customerId: s.customer.id, lines });
    const invoiced = await e.create({ customerId: s.customer.id, lines });
    expect((await e.convert(ordered.id, { to: 'sales-order' })).status).toBe(201);
    expect((await e.convert(invoiced.id, { to: 'invoice' })).status).toBe(201);
    const get = async (id: string) => (await e.get(id)).body;
    const attempts = [
      ['POST', 'send', (id: string) => e.step(id, 'send')],
      ['POST', 'accept', (id: string) => e.step(id, 'accept')],
      ['POST', 'decline', (id: string) => e.step(id, 'decline')],
      [
        'PATCH',
        '',
        (id: string) =>
          e.api.call(estimatesApi.update, { params: { id }, body: { notes: 'Price held', lines } }),
      ],
      ['DELETE', '', (id: string) => e.api.call(estimatesApi.remove, { params: { id } })],
    ] as const;
    for (const [est, became] of [
      [ordered, 'sales order SO-0001'],
      [invoiced, 'an invoice'],
    ] as const) {
      const before = await get(est.id);
      for (const [method, action, attempt] of attempts) {
        const res = await attempt(est.id);
        expect(res.status, `${method} ${action} ${res.text}`).toBe(409);
        expect(res.error).toMatchObject({
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
    const orders = await e.api.ok(salesOrdersApi.list);
    expect(orders.items).toMatchObject([{ orderNumber: 'SO-0001', status: 'Open', estimateId: ordered.id }]);
  });

  it('edits a Draft or Sent estimate with new totals; refuses an Expired, Accepted or Declined one', async () => {
    const s = await sales(t);
    const e = estimateCalls(s);
    const line = (qty: number): Line => ({
      productId: s.sugar.id,
      description: 'Sugar 1 kg',
      qty,
      unitPrice: 160,
      taxCategory: 'B',
    });
    const est = await e.create({ customerId: s.customer.id, lines: [line(1)] });
    const edit = (id: string, body: WireOf<typeof estimatesApi.update.body>) =>
      e.api.call(estimatesApi.update, { params: { id }, body });
    const draft = await edit(est.id, {
      lines: [line(2), { ...line(1), taxCategory: 'A' }],
      notes: 'Delivery free',
    });
    expect(draft.status, draft.text).toBe(200);
    expect(draft.body).toMatchObject({ status: 'Draft', subtotal: 480, taxTotal: 51.2, total: 531.2 });
    expect(draft.body.lines.map((l) => l.lineTotal)).toEqual([371.2, 160]);
    await e.step(est.id, 'send');
    const sent = await edit(est.id, { lines: [line(3)] });
    expect(sent.body).toMatchObject({ status: 'Sent', total: 556.8, notes: 'Delivery free' });
    // valid until a day before its own date: it would be born Expired, on create as on edit
    const early = await edit(est.id, { validUntil: addDays(est.date, -1) });
    expect(early.status).toBe(400);
    expect(early.error?.details?.fields).toMatchObject({ validUntil: 'On or after the estimate date' });
    const bornExpired = await e.api.call(estimatesApi.create, {
      body: { customerId: s.customer.id, date: '2026-11-22', validUntil: '2026-11-01', lines: [line(1)] },
    });
    expect(bornExpired.status).toBe(400);
    expect(bornExpired.error?.details?.fields).toMatchObject({ validUntil: 'On or after the estimate date' });
    expect((await edit(est.id, { validUntil: est.date })).body).toMatchObject({ validUntil: est.date });

    const expired = await e.create({
      customerId: s.customer.id,
      date: '2026-01-01',
      validUntil: '2026-01-31',
      lines: [line(1)],
    });
    const accepted = await e.create({ customerId: s.customer.id, lines: [line(1)] });
    await e.step(accepted.id, 'accept');
    const declined = await e.create({ customerId: s.customer.id, lines: [line(1)] });
    await e.step(declined.id, 'decline');
    for (const [refused, status] of [
      [expired, 'An Expired'],
      [accepted, 'An Accepted'],
      [declined, 'A Declined'],
    ] as const) {
      const before = await e.get(refused.id);
      const res = await edit(refused.id, { lines: [line(5)], validUntil: addDays(refused.date, 30) });
      expect(res.status).toBe(409);
      expect(res.error).toMatchObject({
        code: 'invalid-state',
        message: `${status} estimate cannot be edited; only a Draft or Sent one can`,
      });
      const after = await e.get(refused.id);
      expect(after.body).toEqual(before.body);
      expect(after.body.total).toBe(185.6);
    }
  });
});
