import {
  bankAccountsApi,
  branchesApi,
  counterApi,
  customerReceiptsApi,
  invoicesApi,
  productsApi,
  reportsApi,
  type WireOf,
} from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { staffWithRole, useTestApp } from '../../testing/test-app';
import { expectReceivablesTieOut, sales } from './sales.fixture';

const t = useTestApp();

type SaleBody = WireOf<typeof counterApi.sell.body>;

/** The sales fixture (sugar 160, soap 60, VAT 16% on top) with a cash drawer and an M-Pesa till. */
async function counter() {
  const s = await sales(t);
  const api = apiClient(t.app, s.token);
  const account = (name: string, kind: 'cash' | 'mobile_money') =>
    api.ok(bankAccountsApi.create, { body: { name, kind, openingBalance: 0 } });
  const drawer = await account('Counter cash', 'cash');
  const till = await account('M-Pesa till', 'mobile_money');
  const sell = (body: SaleBody) => api.call(counterApi.sell, { body });
  const stockOf = async (id: string) => (await api.ok(productsApi.get, { params: { id } })).currentStock;
  return { ...s, api, drawer, till, sell, stockOf };
}

const fieldsOf = (error: { details?: Record<string, unknown> } | undefined) =>
  error?.details?.fields as Record<string, string> | undefined;

describe('counter sale', () => {
  it('sells for cash with change to the branch walk-in customer, the invoice paid and the books balanced', async () => {
    const c = await counter();
    // 2 sugar at 160 less 20 = 300, 1 soap at 60: 360 + 16% VAT = 417.60
    const res = await c.sell({
      lines: [
        { productId: c.sugar.id, qty: 2, discount: 20 },
        { productId: c.soap.id, qty: 1 },
      ],
      payments: [{ method: 'cash', amount: 417.6 }],
      tendered: 500,
    });
    expect(res.status, res.text).toBe(201);
    const { invoice, receipts, change } = res.body;
    expect(invoice).toMatchObject({
      status: 'Paid',
      subtotal: 360,
      taxTotal: 57.6,
      total: 417.6,
      amountPaid: 417.6,
      outstanding: 0,
      customerName: 'Walk-in customer (Nairobi)',
    });
    expect(invoice.lines.map((l) => [l.description, l.qty, l.unitPrice, l.discount])).toEqual([
      ['Sugar 1 kg', 2, 160, 20],
      ['Bar soap', 1, 60, 0],
    ]);
    expect(change).toBe(82.4);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ amount: 417.6, unallocated: 0, bankAccountId: c.drawer.id });
    expect([await c.stockOf(c.sugar.id), await c.stockOf(c.soap.id)]).toEqual([8, 4]);

    // the second sale finds the same walk-in customer
    const again = await c.sell({
      lines: [{ productId: c.soap.id, qty: 1 }],
      payments: [{ method: 'cash', amount: 69.6 }],
    });
    expect(again.status, again.text).toBe(201);
    expect(again.body.invoice.customerId).toBe(invoice.customerId);
    expect(again.body.change).toBe(0);

    const tb = await c.api.ok(reportsApi.trialBalance, { query: {} });
    const row = (name: string) => tb.rows.find((r) => r.accountName === name);
    expect(row('Counter cash')).toMatchObject({ debit: 487.2, credit: 0 });
    expect(tb.totals.debit).toBe(tb.totals.credit);
    await expectLedgerInvariants(t.database.db, c.companyId);
    await expectReceivablesTieOut(t.database.db, c.companyId);
  });

  it('takes M-Pesa by its code, splits across methods, and refuses a code used before', async () => {
    const c = await counter();
    const mpesa = await c.sell({
      lines: [{ productId: c.sugar.id, qty: 1 }],
      payments: [{ method: 'mpesa', amount: 185.6, reference: 'qgh7k2l9xm' }],
    });
    expect(mpesa.status, mpesa.text).toBe(201);
    expect(mpesa.body.receipts[0]).toMatchObject({
      paymentMethod: 'mpesa',
      reference: 'QGH7K2L9XM',
      bankAccountId: c.till.id,
    });

    const split = await c.sell({
      customerId: c.customer.id,
      lines: [{ productId: c.sugar.id, qty: 3 }],
      payments: [
        { method: 'cash', amount: 200 },
        { method: 'mpesa', amount: 300, reference: 'RKT4ZX81QP' },
        { method: 'card', amount: 56.8, reference: '004512' },
      ],
      tendered: 1000,
    });
    expect(split.status, split.text).toBe(201);
    expect(split.body.invoice).toMatchObject({
      customerName: 'Nakuru Hardware Ltd',
      total: 556.8,
      status: 'Paid',
    });
    expect(split.body.receipts.map((r) => [r.paymentMethod, r.amount, r.bankAccountId])).toEqual([
      ['cash', 200, c.drawer.id],
      ['mpesa', 300, c.till.id],
      ['card', 56.8, c.bank.id],
    ]);
    expect(split.body.change).toBe(800);

    const reused = await c.sell({
      lines: [{ productId: c.soap.id, qty: 1 }],
      payments: [{ method: 'mpesa', amount: 69.6, reference: 'RKT4ZX81QP' }],
    });
    expect(reused.status).toBe(409);
    expect(reused.error?.code).toBe('duplicate-reference');
    expect(fieldsOf(reused.error)?.['payments.0.reference']).toMatch(/RCT-0003/);
    const badCode = await c.sell({
      lines: [{ productId: c.soap.id, qty: 1 }],
      payments: [{ method: 'mpesa', amount: 69.6, reference: 'NOPE' }],
    });
    expect(badCode.status).toBe(400);
    expect(fieldsOf(badCode.error)?.['payments.0.reference']).toMatch(/10 letters and digits/);
    expect(await c.stockOf(c.soap.id)).toBe(5);
  });

  it('refuses short payments, a short drawer and short stock without writing anything', async () => {
    const c = await counter();
    const short = await c.sell({
      lines: [{ productId: c.sugar.id, qty: 2 }],
      payments: [
        { method: 'cash', amount: 200 },
        { method: 'card', amount: 100 },
      ],
    });
    expect(short.status).toBe(422);
    expect(short.error).toMatchObject({
      code: 'payment-short',
      details: { total: 371.2, paid: 300, short: 71.2 },
    });
    const over = await c.sell({
      lines: [{ productId: c.soap.id, qty: 1 }],
      payments: [{ method: 'cash', amount: 100 }],
    });
    expect(over.status).toBe(400);
    const tenderedTooLittle = await c.sell({
      lines: [{ productId: c.soap.id, qty: 1 }],
      payments: [{ method: 'cash', amount: 69.6 }],
      tendered: 50,
    });
    expect(fieldsOf(tenderedTooLittle.error)?.tendered).toMatch(/less than the cash part/);
    const noStock = await c.sell({
      lines: [
        { productId: c.sugar.id, qty: 1 },
        { productId: c.soap.id, qty: 6 },
      ],
      payments: [{ method: 'cash', amount: 603.2 }],
    });
    expect(noStock.status).toBe(422);
    expect(noStock.error?.message).toBe('Line 2, Bar soap: Nairobi has only 5 in stock');
    expect(noStock.error?.details).toMatchObject({ line: 2, available: 5, branchName: 'Nairobi' });
    expect(fieldsOf(noStock.error)?.['lines.1.qty']).toBe('Only 5 in stock at Nairobi');

    expect((await c.api.ok(invoicesApi.list, { query: {} })).total).toBe(0);
    expect((await c.api.ok(customerReceiptsApi.list, { query: {} })).total).toBe(0);
    expect([await c.stockOf(c.sugar.id), await c.stockOf(c.soap.id)]).toEqual([10, 5]);
    const settings = await c.api.ok(counterApi.settings, { query: {} });
    expect(settings.walkInCustomerId).toBeNull();
  });

  it('keeps to the branches a user may reach and takes money into the branch defaults', async () => {
    const c = await counter();
    const other = await c.api.ok(branchesApi.create, { body: { name: 'Westlands' } });
    const seller = apiClient(t.app, (await staffWithRole(t.app, c.owner, 'sales')).token);
    const elsewhere = await seller.call(counterApi.sell, {
      body: {
        branchId: other.id,
        lines: [{ productId: c.soap.id, qty: 1 }],
        payments: [{ method: 'cash', amount: 69.6 }],
      },
    });
    expect(elsewhere.status).toBe(403);
    const viewer = apiClient(t.app, (await staffWithRole(t.app, c.owner, 'viewer')).token);
    const notAllowed = await viewer.call(counterApi.sell, {
      body: { lines: [{ productId: c.soap.id, qty: 1 }], payments: [{ method: 'cash', amount: 69.6 }] },
    });
    expect(notAllowed.status).toBe(403);

    const wrongKind = await c.api.call(counterApi.updateSettings, { body: { cashAccountId: c.till.id } });
    expect(wrongKind.status).toBe(400);
    const second = await c.api.ok(bankAccountsApi.create, {
      body: { name: 'Till 2', kind: 'mobile_money', openingBalance: 0 },
    });
    const set = await c.api.ok(counterApi.updateSettings, { body: { mpesaAccountId: second.id } });
    expect(set).toMatchObject({ mpesaAccountId: second.id, cashAccountId: null });
    const sale = await seller.ok(counterApi.sell, {
      body: {
        lines: [{ productId: c.soap.id, qty: 1 }],
        payments: [{ method: 'mpesa', amount: 69.6, reference: 'SBC1234567' }],
      },
    });
    expect(sale.receipts[0]?.bankAccountId).toBe(second.id);
  });

  it('finds products by barcode or SKU and parks sales per user', async () => {
    const c = await counter();
    await c.api.ok(productsApi.update, { params: { id: c.sugar.id }, body: { barcode: '6161101234567' } });
    const clash = await c.api.call(productsApi.update, {
      params: { id: c.soap.id },
      body: { barcode: '6161101234567' },
    });
    expect(clash.status).toBe(409);
    expect(clash.error?.code).toBe('duplicate-barcode');
    expect((await c.api.ok(productsApi.lookup, { query: { code: '6161101234567' } })).sku).toBe('SUGAR-1');
    expect((await c.api.ok(productsApi.lookup, { query: { code: 'soap-1' } })).name).toBe('Bar soap');
    expect((await c.api.call(productsApi.lookup, { query: { code: '000' } })).status).toBe(404);
    const searched = await c.api.ok(productsApi.list, { query: { search: '1101234' } });
    expect(searched.items.map((p) => p.sku)).toEqual(['SUGAR-1']);

    const held = await c.api.ok(counterApi.hold, {
      body: { lines: [{ productId: c.sugar.id, qty: 2, name: 'Sugar 1 kg', sku: 'SUGAR-1' }] },
    });
    expect(held.label).toBe('Walk-in, 2 items');
    const seller = apiClient(t.app, (await staffWithRole(t.app, c.owner, 'sales')).token);
    expect((await seller.ok(counterApi.heldList, { query: {} })).items).toEqual([]);
    expect((await seller.call(counterApi.release, { params: { id: held.id } })).status).toBe(404);
    expect((await c.api.ok(counterApi.heldList, { query: {} })).items.map((h) => h.lines[0]?.qty)).toEqual([
      2,
    ]);
    await c.api.ok(counterApi.release, { params: { id: held.id } });
    expect((await c.api.ok(counterApi.heldList, { query: {} })).items).toEqual([]);
  });
});
