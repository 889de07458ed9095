import { billsApi, companyApi, productsApi, purchaseOrdersApi, reportsApi, taxApi } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { expectInventoryTieOut } from '../../testing/inventory-invariants';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { useTestApp } from '../../testing/test-app';
import { expectPayablesTieOut, type Trade, trade } from './purchasing.fixture';

const t = useTestApp();

/** Trial balance (debit, credit) of an account code. */
async function trialBalance(s: Trade) {
  const tb = await s.api.ok(reportsApi.trialBalance);
  return (code: string) => {
    const r = tb.rows.find((x) => x.accountCode === code);
    return r ? { debit: r.debit, credit: r.credit } : { debit: 0, credit: 0 };
  };
}

const INVENTORY = '1200';
const VAT_INPUT = '1300';
const PAYABLES = '2000';

async function receiveFlour(s: Trade, date: string) {
  const lpo = await s.api.ok(purchaseOrdersApi.create, {
    body: {
      supplierId: s.supplier.id,
      date,
      items: [{ itemId: s.flour.id, qty: 10, unitPrice: 150, taxCategory: 'B' }],
    },
  });
  return s.api.ok(purchaseOrdersApi.receive, {
    params: { id: lpo.id },
    body: { deliveryNoteNumber: `DN-${date}`, date, items: [{ itemId: s.flour.id, qty: 10 }] },
  });
}

describe('bills of a company not VAT-registered', () => {
  it('capitalises the VAT into stock cost and the expense: no VAT input, no VAT summaries', async () => {
    const s = await trade(t, 'Duka Ndogo', { vatRegistered: false });
    // 10 x 150 = 1,500 + 16% 240 = 1,740: the bill is the supplier's, the stock costs 1,740
    const received = await receiveFlour(s, '2026-11-10');
    expect(received.bill).toMatchObject({ subtotal: 1500, taxTotal: 240, totalAmount: 1740 });
    const flour = await s.api.ok(productsApi.get, { params: { id: s.flour.id } });
    expect(flour).toMatchObject({ currentStock: 10, averageCost: 174, stockValue: 1740 });
    const internet = await s.api.ok(billsApi.create, {
      body: {
        supplierId: s.supplier.id,
        date: '2026-11-12',
        lines: [
          {
            description: 'Fibre internet',
            accountId: await s.accountId('6160'),
            unitPrice: 5800,
            taxCategory: 'B',
            priceIncludesTax: true,
          },
        ],
      },
    });
    expect(internet).toMatchObject({ subtotal: 5000, taxTotal: 800, totalAmount: 5800 });
    let tb = await trialBalance(s);
    expect(tb(VAT_INPUT)).toEqual({ debit: 0, credit: 0 });
    expect(tb(INVENTORY)).toEqual({ debit: 1740, credit: 0 });
    expect(tb('6160')).toEqual({ debit: 5800, credit: 0 });
    expect(tb(PAYABLES)).toEqual({ debit: 0, credit: 7540 });
    const summaries = await s.api.ok(taxApi.list);
    expect(summaries).toMatchObject({ items: [], total: 0, vatRegisteredFrom: null });
    expect(summaries.notice).toMatch(/not VAT-registered/);
    const month = await s.api.call(taxApi.get, { params: { period: '2026-11' } });
    expect(month.status).toBe(404);
    // the goods go back at the cost they came in at, VAT included
    const voided = await s.api.ok(billsApi.void, {
      params: { id: received.bill.id },
      body: { date: '2026-11-15' },
    });
    expect(voided.status).toBe('Void');
    tb = await trialBalance(s);
    expect(tb(VAT_INPUT)).toEqual({ debit: 0, credit: 0 });
    // nothing left in inventory, nothing to stock adjustments (6130)
    expect(tb(INVENTORY)).toEqual({ debit: 0, credit: 0 });
    expect(tb('6130')).toEqual({ debit: 0, credit: 0 });
    const back = await s.api.ok(productsApi.get, { params: { id: s.flour.id } });
    expect(back).toMatchObject({ currentStock: 0, stockValue: 0 });
    await expectLedgerInvariants(t.database.db, s.companyId);
    await expectInventoryTieOut(t.database.db, s.companyId);
    await expectPayablesTieOut(t.database.db, s.companyId);
  });

  it('claims input VAT from the registration date on; VAT summaries start that month', async () => {
    const s = await trade(t, 'Duka Kubwa', { vatRegistered: false });
    await s.api.ok(companyApi.update, {
      body: { vatRegistered: true, kraPin: 'P051234567X', vatRegisteredFrom: '2026-10-15' },
    });
    await receiveFlour(s, '2026-10-14');
    await receiveFlour(s, '2026-10-15');
    const flour = await s.api.ok(productsApi.get, { params: { id: s.flour.id } });
    // 1,740 + 1,500 for 20
    expect(flour).toMatchObject({ currentStock: 20, stockValue: 3240, averageCost: 162 });
    const tb = await trialBalance(s);
    expect(tb(VAT_INPUT)).toEqual({ debit: 240, credit: 0 });
    const list = await s.api.ok(taxApi.list, { query: { year: 2026 } });
    expect(list.items.map((x) => x.period)).toEqual(['2026-11', '2026-10']);
    expect(list).toMatchObject({ notice: null, vatRegisteredFrom: '2026-10-15' });
    const october = await s.api.ok(taxApi.get, { params: { period: '2026-10' } });
    expect(october).toMatchObject({ totalPurchases: 1500, inputVat: 240 });
    expect(october.purchaseTransactions.map((x) => x.date)).toEqual(['2026-10-15']);
    expect((await s.api.call(taxApi.get, { params: { period: '2026-09' } })).status).toBe(404);
    await expectLedgerInvariants(t.database.db, s.companyId);
    await expectInventoryTieOut(t.database.db, s.companyId);
  });
});
