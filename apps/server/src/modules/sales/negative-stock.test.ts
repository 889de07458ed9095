import {
  branchesApi,
  companyApi,
  invoicesApi,
  productsApi,
  purchaseOrdersApi,
  reportsApi,
  suppliersApi,
  transfersApi,
  type WireOf,
} from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectInventoryTieOut } from '../../testing/inventory-invariants';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { useTestApp } from '../../testing/test-app';
import { expectReceivablesTieOut, type Sales, sales } from './sales.fixture';

const t = useTestApp();

type InvoiceBody = WireOf<typeof invoicesApi.create.body>;

/** Invoices as the company's owner: any answer. */
const invoice = (s: Sales, body: InvoiceBody) => apiClient(t.app, s.token).call(invoicesApi.create, { body });
/** Invoices as the company's owner: the new invoice (201). */
const invoiced = (s: Sales, body: InvoiceBody) => apiClient(t.app, s.token).ok(invoicesApi.create, { body });

const sugarLine = (s: Sales, qty: number): InvoiceBody['lines'][number] => ({
  productId: s.sugar.id,
  description: 'Sugar 1 kg',
  qty,
  unitPrice: 160,
  taxCategory: 'B',
});

/** Turns the company's negative-stock setting on or off. */
const allowNegativeStock = (s: Sales, allowed: boolean) =>
  s.api.ok(companyApi.update, { body: { allowNegativeStock: allowed } });

async function stockOf(s: Sales, productId: string) {
  const p = await s.api.ok(productsApi.get, { params: { id: productId } });
  return { currentStock: p.currentStock, stockValue: p.stockValue, averageCost: p.averageCost };
}

async function expectTiedOut(s: Sales) {
  await expectInventoryTieOut(t.database.db, s.companyId, { allowNegative: true });
  await expectLedgerInvariants(t.database.db, s.companyId);
  await expectReceivablesTieOut(t.database.db, s.companyId);
}

describe('selling below zero stock (company setting)', () => {
  it('refuses by default, and transfers and adjustments refuse below zero even when allowed', async () => {
    const s = await sales(t);
    const refused = await invoice(s, { customerId: s.customer.id, lines: [sugarLine(s, 12)] });
    expect(refused.status).toBe(422);
    expect(refused.error).toMatchObject({ code: 'insufficient-stock', message: 'Insufficient stock' });
    expect((await apiClient(t.app, s.token).ok(invoicesApi.list)).total).toBe(0);
    expect(await stockOf(s, s.sugar.id)).toEqual({ currentStock: 10, stockValue: 1000, averageCost: 100 });

    await allowNegativeStock(s, true);
    const adjust = await s.api.call(productsApi.adjustStock, {
      params: { id: s.sugar.id },
      body: { branchId: s.branchId, quantity: -11, reason: 'Damaged' },
    });
    expect(adjust.status).toBe(422);
    const branch = await s.api.ok(branchesApi.create, { body: { name: 'Eldoret' } });
    // a transfer for more than the branch holds is refused when it is made (no transfer saved)
    const moved = await s.api.call(transfersApi.create, {
      body: { toBranchId: branch.id, items: [{ sku: 'SUGAR-1', qty: 11 }] },
    });
    expect(moved.status).toBe(422);
    expect(moved.error?.code).toBe('insufficient-stock');
    expect(await stockOf(s, s.sugar.id)).toEqual({ currentStock: 10, stockValue: 1000, averageCost: 100 });
    await expectTiedOut(s);
  });

  it('goes below zero at the average cost; a receipt fills the shortfall and the books tie out', async () => {
    const s = await sales(t);
    await allowNegativeStock(s, true);
    const inv = await invoiced(s, {
      customerId: s.customer.id,
      date: '2026-11-02',
      lines: [sugarLine(s, 13)],
    });
    expect(inv).toMatchObject({ status: 'Unpaid', total: 2412.8 });
    expect(await stockOf(s, s.sugar.id)).toEqual({ currentStock: -3, stockValue: -300, averageCost: 100 });
    const pl = await s.api.ok(reportsApi.profitAndLoss, { query: { from: '2026-11-01', to: '2026-11-30' } });
    expect(pl.costOfSales.total).toBe(1300);
    await expectTiedOut(s);

    // Again while below zero: at the last average.
    await invoiced(s, {
      customerId: s.customer.id,
      date: '2026-11-03',
      lines: [sugarLine(s, 1)],
    });
    expect(await stockOf(s, s.sugar.id)).toEqual({ currentStock: -4, stockValue: -400, averageCost: 100 });

    // A purchase receipt of 10 at 120 fills the 4 missing and leaves 6: quantity and value add up.
    const supplier = await s.api.ok(suppliersApi.create, {
      body: { name: 'Mumias Sugar Ltd', paymentTerms: 'net_30' },
    });
    const lpo = await s.api.ok(purchaseOrdersApi.create, {
      body: {
        supplierId: supplier.id,
        items: [{ itemId: s.sugar.id, qty: 10, unitPrice: 120, taxCategory: 'B' }],
      },
    });
    await s.api.ok(purchaseOrdersApi.receive, {
      params: { id: lpo.id },
      body: { deliveryNoteNumber: 'DN-77', items: [{ itemId: s.sugar.id, qty: 10 }] },
    });
    expect(await stockOf(s, s.sugar.id)).toEqual({
      currentStock: 6,
      stockValue: 800,
      averageCost: 133.333333,
    });
    await expectTiedOut(s);
  });

  it('a receipt that exactly fills the shortfall keeps the cost difference until the next sale; void puts it back', async () => {
    const s = await sales(t);
    await allowNegativeStock(s, true);
    const soap = (qty: number): InvoiceBody['lines'][number] => ({
      productId: s.soap.id,
      description: 'Soap',
      qty,
      unitPrice: 60,
      taxCategory: 'B',
    });
    await invoiced(s, { customerId: s.customer.id, lines: [soap(8)] });
    expect(await stockOf(s, s.soap.id)).toEqual({ currentStock: -3, stockValue: -120, averageCost: 40 });
    const found = await s.api.call(productsApi.adjustStock, {
      params: { id: s.soap.id },
      body: { branchId: s.branchId, quantity: 3, unitCost: 50, reason: 'Delivery found' },
    });
    expect(found.status, found.text).toBe(200);
    expect(await stockOf(s, s.soap.id)).toEqual({ currentStock: 0, stockValue: 30, averageCost: 40 });
    await expectTiedOut(s);
    const next = await invoiced(s, { customerId: s.customer.id, lines: [soap(1)] });
    expect(await stockOf(s, s.soap.id)).toEqual({ currentStock: -1, stockValue: -40, averageCost: 40 });
    await expectTiedOut(s);
    const voided = await apiClient(t.app, s.token).call(invoicesApi.void, {
      params: { id: next.id },
      body: { reason: 'Typo' },
    });
    expect(voided.status, voided.text).toBe(200);
    expect(await stockOf(s, s.soap.id)).toEqual({ currentStock: 0, stockValue: 30, averageCost: 40 });
    await expectTiedOut(s);

    await allowNegativeStock(s, false);
    const refused = await invoice(s, { customerId: s.customer.id, lines: [soap(1)] });
    expect(refused.status).toBe(422);
    expect(await stockOf(s, s.soap.id)).toEqual({ currentStock: 0, stockValue: 30, averageCost: 40 });
  });

  it('invoices racing below zero each take their units at the average; nothing is lost', async () => {
    const s = await sales(t);
    await allowNegativeStock(s, true);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => invoice(s, { customerId: s.customer.id, lines: [sugarLine(s, 2)] })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(await stockOf(s, s.sugar.id)).toEqual({ currentStock: -6, stockValue: -600, averageCost: 100 });
    await expectTiedOut(s);
  });
});
