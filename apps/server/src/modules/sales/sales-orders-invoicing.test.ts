import {
  customersApi,
  estimatesApi,
  invoicesApi,
  reportsApi,
  type SalesOrder,
  salesOrdersApi,
  type WireOf,
} from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { expectInventoryTieOut } from '../../testing/inventory-invariants';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { useTestApp } from '../../testing/test-app';
import { expectReceivablesTieOut, type Sales, sales } from './sales.fixture';
import { orderCalls } from './sales-orders.fixture';

const t = useTestApp();

async function trialBalance(s: Sales) {
  const tb = await s.api.ok(reportsApi.trialBalance);
  return (code: string) => {
    const r = tb.rows.find((x) => x.accountCode === code);
    return r ? { debit: r.debit, credit: r.credit } : { debit: 0, credit: 0 };
  };
}

async function expectTieOuts(s: Sales) {
  await expectReceivablesTieOut(t.database.db, s.companyId);
  await expectInventoryTieOut(t.database.db, s.companyId);
  await expectLedgerInvariants(t.database.db, s.companyId);
}

describe('invoicing sales orders', () => {
  it('invoices part, then the rest: Open -> Partially Invoiced -> Invoiced, with stock and postings', async () => {
    const s = await sales(t);
    const so = orderCalls(t, s);
    const order = await so.create({ date: '2026-11-02' });
    const part = await so.invoice(order.id, {
      date: '2026-11-03',
      lines: [
        { lineNo: 2, qty: 1 },
        { lineNo: 1, qty: 2 },
      ],
    });
    expect(part.status, part.text).toBe(201);
    // soap carries a quarter of the 20 discount: 60 - 5
    expect(part.body).toMatchObject({
      invoiceNumber: 'INV-0001',
      status: 'Unpaid',
      date: '2026-11-03',
      dueDate: '2026-12-03',
      subtotal: 375,
      taxTotal: 60,
      total: 435,
      notes: 'Sales order SO-0001',
    });
    expect(part.body.lines.map((l) => [l.qty, l.discount, l.amount, l.taxAmount])).toEqual([
      [2, 0, 320, 51.2],
      [1, 5, 55, 8.8],
    ]);
    let now = await so.get(order.id);
    expect(now.status).toBe('Partially Invoiced');
    expect(so.progress(now)).toEqual([
      [2, 4],
      [1, 3],
    ]);
    expect(now.invoices).toEqual([
      { id: part.body.id, invoiceNumber: 'INV-0001', date: '2026-11-03', total: 435, status: 'Unpaid' },
    ]);
    expect(await so.stock(s.sugar.id)).toBe(8);
    expect(await so.stock(s.soap.id)).toBe(4);

    const over = await so.invoice(order.id, {
      lines: [
        { lineNo: 1, qty: 4 },
        { lineNo: 2, qty: 3.5 },
      ],
    });
    expect(over.status).toBe(422);
    expect(over.error).toMatchObject({
      code: 'exceeds-ordered',
      details: { fields: { 'lines.1.qty': 'Only 3 left to invoice' } },
    });
    const notOnOrder = await so.invoice(order.id, { lines: [{ lineNo: 3, qty: 1 }] });
    expect(notOnOrder.status).toBe(400);
    expect(notOnOrder.error?.details?.fields).toEqual({ 'lines.0.lineNo': 'Line 3 is not on this order' });
    const twice = await so.invoice(order.id, {
      lines: [
        { lineNo: 1, qty: 1 },
        { lineNo: 1, qty: 1 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(so.progress(await so.get(order.id))).toEqual(so.progress(now));
    expect(await so.invoiceCount()).toBe(1);
    expect(await so.stock(s.sugar.id)).toBe(8);

    const rest = await so.invoice(order.id);
    expect(rest.status, rest.text).toBe(201);
    expect(rest.body).toMatchObject({
      invoiceNumber: 'INV-0002',
      subtotal: 805,
      taxTotal: 128.8,
      total: 933.8,
    });
    expect(rest.body.lines.map((l) => [l.qty, l.discount])).toEqual([
      [4, 0],
      [3, 15],
    ]);
    now = await so.get(order.id);
    expect(now.status).toBe('Invoiced');
    expect(so.progress(now)).toEqual([
      [6, 0],
      [4, 0],
    ]);
    expect(now.invoices.map((i) => i.invoiceNumber)).toEqual(['INV-0001', 'INV-0002']);
    const nothingLeft = await so.invoice(order.id);
    expect(nothingLeft.status).toBe(409);
    expect(await so.stock(s.sugar.id)).toBe(4);
    expect(await so.stock(s.soap.id)).toBe(1);
    const row = await trialBalance(s);
    expect(row('1100')).toEqual({ debit: 1368.8, credit: 0 });
    expect(row('4000')).toEqual({ debit: 0, credit: 1180 });
    expect(row('2100')).toEqual({ debit: 0, credit: 188.8 });
    expect(row('5000')).toEqual({ debit: 760, credit: 0 });
    expect(row('1200')).toEqual({ debit: 440, credit: 0 });
    const customer = await s.api.ok(customersApi.get, { params: { id: s.customer.id } });
    expect(customer.balance).toBe(1368.8);
    await expectTieOuts(s);
  });

  it('refuses an invoice past the stock or the credit limit and leaves the order as it was', async () => {
    const s = await sales(t);
    const so = orderCalls(t, s);
    const order = await so.create({
      lines: [{ productId: s.soap.id, description: 'Bar soap', qty: 8, unitPrice: 60, taxCategory: 'B' }],
    });
    const short = await so.invoice(order.id);
    expect(short.status).toBe(422);
    expect(short.error?.code).toBe('insufficient-stock');
    await so.api.ok(customersApi.update, { params: { id: s.customer.id }, body: { creditLimit: 100 } });
    const limited = await so.invoice(order.id, { lines: [{ lineNo: 1, qty: 2 }] });
    expect(limited.status).toBe(422);
    expect(limited.error?.code).toBe('credit-limit-exceeded');
    const still = await so.get(order.id);
    expect(still).toMatchObject({ status: 'Open', invoices: [] });
    expect(so.progress(still)).toEqual([[0, 8]]);
    expect(await so.stock(s.soap.id)).toBe(5);
    expect(await so.invoiceCount()).toBe(0);
    await expectTieOuts(s);
  });

  it('voiding an invoice of the order steps its quantities and status back', async () => {
    const s = await sales(t);
    const so = orderCalls(t, s);
    const order = await so.create();
    const first = (
      await so.invoice(order.id, {
        lines: [
          { lineNo: 1, qty: 2 },
          { lineNo: 2, qty: 1 },
        ],
      })
    ).body;
    const second = (await so.invoice(order.id)).body;
    expect((await so.get(order.id)).status).toBe('Invoiced');

    const voidFirst = await so.api.call(invoicesApi.void, {
      params: { id: first.id },
      body: { reason: 'Wrong price' },
    });
    expect(voidFirst.status, voidFirst.text).toBe(200);
    let now = await so.get(order.id);
    expect(now.status).toBe('Partially Invoiced');
    expect(so.progress(now)).toEqual([
      [4, 2],
      [3, 1],
    ]);
    expect(now.invoices.map((i) => i.status)).toEqual(['Void', 'Unpaid']);
    expect(await so.stock(s.sugar.id)).toBe(6);
    expect(await so.stock(s.soap.id)).toBe(2);

    expect((await so.api.call(invoicesApi.void, { params: { id: second.id }, body: {} })).status).toBe(200);
    now = await so.get(order.id);
    expect(now.status).toBe('Open');
    expect(so.progress(now)).toEqual([
      [0, 6],
      [0, 4],
    ]);
    // nothing invoiced any more: it can be edited and invoiced again
    const edit = await so.update(order.id, { notes: 'Re-priced' });
    expect(edit.status).toBe(200);
    const again = await so.invoice(order.id);
    expect(again.body).toMatchObject({ invoiceNumber: 'INV-0003', total: 1368.8 });
    expect((await so.get(order.id)).status).toBe('Invoiced');
    expect(await so.stock(s.sugar.id)).toBe(4);
    const row = await trialBalance(s);
    expect(row('1100')).toEqual({ debit: 1368.8, credit: 0 });
    await expectTieOuts(s);
  });

  it('converts an estimate into a sales order once; the estimate reads Accepted', async () => {
    const s = await sales(t);
    const so = orderCalls(t, s);
    const est = await so.api.ok(estimatesApi.create, {
      body: {
        customerId: s.customer.id,
        date: '2026-11-20',
        notes: 'Quoted by phone',
        lines: [
          { productId: s.sugar.id, description: 'Sugar 1 kg', qty: 20, unitPrice: 160, taxCategory: 'B' },
        ],
      },
    });
    const convert = (body: WireOf<typeof estimatesApi.convert.body>) =>
      so.api.call(estimatesApi.convert, { params: { id: est.id }, body });
    // 20 is more than the 10 in stock: an order does not need the stock yet
    const converted = await convert({ to: 'sales-order', date: '2026-11-21' });
    expect(converted.status, converted.text).toBe(201);
    expect(converted.body).toMatchObject({
      orderNumber: 'SO-0001',
      status: 'Open',
      date: '2026-11-21',
      estimateId: est.id,
      estimateNumber: 'EST-0001',
      notes: 'Quoted by phone',
      total: 3712,
    });
    expect(so.progress(converted.body as SalesOrder)).toEqual([[0, 20]]);
    const estimate = await so.api.call(estimatesApi.get, { params: { id: est.id } });
    expect(estimate.body).toMatchObject({ status: 'Accepted', invoiceId: null });
    for (const body of [{ to: 'sales-order' }, { to: 'invoice' }, {}] as const) {
      const again = await convert(body);
      expect(again.status).toBe(409);
      expect(again.error?.code).toBe('invalid-state');
    }
    expect((await so.api.ok(salesOrdersApi.list)).total).toBe(1);
    expect(await so.invoiceCount()).toBe(0);
    const part = await so.invoice('SO-0001', { lines: [{ lineNo: 1, qty: 10 }] });
    expect(part.status, part.text).toBe(201);
    expect(part.body.total).toBe(1856);
    expect((await so.get(converted.body.id)).status).toBe('Partially Invoiced');
    await expectTieOuts(s);
  });
});
