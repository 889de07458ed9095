import {
  billsApi,
  branchesApi,
  companyApi,
  etimsApi,
  ledgerApi,
  productsApi,
  purchaseOrdersApi,
  transfersApi,
} from '@tawi/contracts';
import { etimsOutbox } from '@tawi/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useMailTestApp } from '../mail/mail-test-app';
import { type Trade, trade } from '../purchasing/purchasing.fixture';
import { deliverEtims } from './deliver-etims';
import { createOscuClient, type OscuClient } from './oscu-client';
import { createOscuSimulator } from './simulator/oscu-simulator';

const simulator = createOscuSimulator();
let client: OscuClient;
beforeAll(async () => {
  const baseUrl = `${await simulator.app.listen({ port: 0, host: '127.0.0.1' })}/`;
  client = createOscuClient({ baseUrl, timeoutMs: 2000 });
});
afterAll(() => simulator.app.close());

const t = useMailTestApp(() => ({ etims: { client } }));

let pinCounter = 300;
/** The trade fixture with the company's eTIMS device initialised and (unless `off`) turned on. */
async function tradeWithEtims(enabled: boolean) {
  const s = await trade(t, `Etims Traders ${pinCounter}`);
  const tin = `P05${String(++pinCounter).padStart(7, '0')}E`;
  await s.api.ok(companyApi.update, { body: { kraPin: tin } });
  await s.api.ok(etimsApi.update, { body: { enabled, deviceSerial: `SN-${tin}` } });
  await s.api.ok(etimsApi.initialize, { body: {} });
  return { ...s, tin };
}

async function accountId(s: Trade, code: string): Promise<string> {
  const chart = await s.api.ok(ledgerApi.listAccounts, { query: { limit: 250 } });
  return chart.items.find((a) => a.code === code)!.id;
}

/** Receives 60 flour at 150 (B) and 10 oil at 310.5 (E); a direct bill of 5,800 internet with VAT in it. */
async function buy(s: Trade) {
  const lpo = await s.api.ok(purchaseOrdersApi.create, {
    body: {
      supplierId: s.supplier.id,
      date: '2026-11-20',
      items: [
        { itemId: s.flour.id, qty: 100, unitPrice: 150, taxCategory: 'B' },
        { itemId: s.oil.id, qty: 40, unitPrice: 310.5, taxCategory: 'E' },
      ],
    },
  });
  await s.api.ok(purchaseOrdersApi.receive, {
    params: { id: lpo.id },
    body: {
      deliveryNoteNumber: 'DN-77',
      date: '2026-11-21',
      items: [
        { itemId: s.flour.id, qty: 60 },
        { itemId: s.oil.id, qty: 10 },
      ],
    },
  });
  await s.api.ok(billsApi.create, {
    body: {
      supplierId: s.supplier.id,
      date: '2026-11-22',
      supplierInvoiceNumber: 'NET-5',
      lines: [
        {
          description: 'Fibre internet',
          accountId: await accountId(s, '6160'),
          unitPrice: 5800,
          taxCategory: 'B',
          priceIncludesTax: true,
        },
      ],
    },
  });
}

/** Loses 5 flour, sends 10 flour to a second branch, then counts 44 flour and 12 oil at home. */
async function moveStock(s: Trade) {
  await s.api.ok(productsApi.adjustStock, {
    params: { id: s.flour.id },
    body: { quantity: -5, reason: 'Damaged', date: '2026-11-23' },
  });
  const nakuru = await s.api.ok(branchesApi.create, { body: { name: 'Nakuru' } });
  const transfer = await s.api.ok(transfersApi.create, {
    body: { toBranchId: nakuru.id, items: [{ sku: 'FLOUR-2', qty: 10 }] },
  });
  await s.api.ok(transfersApi.dispatch, { params: { id: transfer.id } });
  await s.api.ok(transfersApi.receive, { params: { id: transfer.id } });
  await s.api.ok(productsApi.stockTake, {
    body: {
      reason: 'Month-end count',
      counts: [
        { productId: s.flour.id, countedQty: 44 },
        { productId: s.oil.id, countedQty: 12 },
      ],
    },
  });
}

const outboxOf = (companyId: string) =>
  t.database.db
    .select()
    .from(etimsOutbox)
    .where(eq(etimsOutbox.companyId, companyId))
    .orderBy(asc(etimsOutbox.position));

describe('purchases and stock movements to eTIMS', () => {
  it('queues each bill and stock movement in the transaction that posts it, new items registered first; KRA accepts them in order', async () => {
    const s = await tradeWithEtims(true);
    await buy(s);
    await moveStock(s);
    const rows = await outboxOf(s.companyId);
    const listed = rows.map((r) => [r.endpoint, r.documentNumber, r.status]);
    // the two new items first (in product id order), then the goods receipt
    expect(listed.slice(0, 2).sort()).toEqual([
      ['saveItem', 'FLOUR-2', 'queued'],
      ['saveItem', 'OIL-1', 'queued'],
    ]);
    expect(listed.slice(2)).toEqual([
      ['insertStockIO', 'GRN-0001', 'queued'],
      ['saveStockMaster', 'GRN-0001 FLOUR-2', 'queued'],
      ['saveStockMaster', 'GRN-0001 OIL-1', 'queued'],
      ['insertTrnsPurchase', 'BILL-0001', 'queued'],
      ['saveItem', 'KE3NTU0000000', 'queued'],
      ['insertTrnsPurchase', 'BILL-0002', 'queued'],
      ['insertStockIO', 'Adjustment FLOUR-2', 'queued'],
      ['saveStockMaster', 'Adjustment FLOUR-2 FLOUR-2', 'queued'],
      ['insertStockIO', 'TRN-0001', 'queued'],
      ['saveStockMaster', 'TRN-0001 FLOUR-2', 'queued'],
      ['insertStockIO', 'TRN-0001', 'queued'],
      ['saveStockMaster', 'TRN-0001 FLOUR-2', 'queued'],
      ['insertStockIO', 'Month-end count', 'queued'],
      ['saveStockMaster', 'Month-end count OIL-1', 'queued'],
      ['insertStockIO', 'Month-end count', 'queued'],
      ['saveStockMaster', 'Month-end count FLOUR-2', 'queued'],
    ]);

    expect(await deliverEtims(t.database.db, client, s.companyId)).toEqual({
      sent: 18,
      failed: 0,
      unreachable: false,
    });
    const atKra = simulator.received.filter((c) => c.tin === s.tin && c.endpoint !== 'selectInitOsdcInfo');
    const bodies = (endpoint: string) => atKra.filter((c) => c.endpoint === endpoint).map((c) => c.body);
    const [receipt, adjustment, dispatch, arrival, found, missing] = bodies('insertStockIO');
    expect(receipt).toMatchObject({
      sarTyCd: '02',
      ocrnDt: '20261121',
      custTin: 'P051234567X',
      custNm: 'Mombasa Millers Ltd',
      totItemCnt: 2,
      totTaxblAmt: 12105,
      totTaxAmt: 1688.4,
      totAmt: 13793.4,
    });
    expect(receipt?.itemList).toMatchObject([
      { itemCd: s.flour.etims.itemCode, qty: 60, prc: 150, taxTyCd: 'B', taxAmt: 1440 },
      { itemCd: s.oil.etims.itemCode, qty: 10, prc: 310.5, taxTyCd: 'E', taxAmt: 248.4 },
    ]);
    expect(adjustment).toMatchObject({ sarTyCd: '16', ocrnDt: '20261123', totTaxblAmt: 750 });
    expect([dispatch?.sarTyCd, arrival?.sarTyCd, dispatch?.totTaxblAmt]).toEqual(['13', '04', 1500]);
    expect(found).toMatchObject({ sarTyCd: '06', totTaxblAmt: 621, itemList: [{ qty: 2 }] });
    expect(missing).toMatchObject({ sarTyCd: '16', totTaxblAmt: 150, itemList: [{ qty: 1 }] });
    // numbered by their place in the queue: increasing, never reused
    const numbers = bodies('insertStockIO').map((b) => b.sarNo as number);
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);

    const [receiptBill, directBill] = bodies('insertTrnsPurchase');
    expect(receiptBill).toMatchObject({
      spplrTin: 'P051234567X',
      pchsDt: '20261121',
      wrhsDt: '20261121000000',
      pmtTyCd: '02',
      totTaxblAmt: 12105,
      totAmt: 13793.4,
      remark: 'BILL-0001',
    });
    expect(directBill).toMatchObject({
      spplrInvcNo: 'NET-5',
      taxblAmtB: 5000,
      taxAmtB: 800,
      totAmt: 5800,
      itemList: [
        { itemCd: 'KE3NTU0000000', itemNm: 'Fibre internet', prc: 5000, taxblAmt: 5000, taxAmt: 800 },
      ],
    });
    expect(directBill).not.toHaveProperty('wrhsDt');
    // the stock left of the company, all branches (in transit: on no shelf): flour 60 - 5 - 1 = 54
    // (10 of it in Nakuru), oil 12
    expect(bodies('saveStockMaster').map((b) => [b.itemCd, b.rsdQty])).toEqual([
      [s.flour.etims.itemCode, 60],
      [s.oil.etims.itemCode, 10],
      [s.flour.etims.itemCode, 55],
      [s.flour.etims.itemCode, 45],
      [s.flour.etims.itemCode, 55],
      [s.oil.etims.itemCode, 12],
      [s.flour.etims.itemCode, 54],
    ]);
  });

  it('queues nothing while eTIMS is off', async () => {
    const s = await tradeWithEtims(false);
    await buy(s);
    await moveStock(s);
    await s.api.ok(productsApi.create, {
      body: { sku: 'SALT-1', name: 'Salt', sellingPrice: 30, costPrice: 20, openingStock: 5 },
    });
    expect(await outboxOf(s.companyId)).toEqual([]);
  });

  it('registers a product made with opening stock and reports the stock in', async () => {
    const s = await tradeWithEtims(true);
    const salt = await s.api.ok(productsApi.create, {
      body: {
        sku: 'SALT-1',
        name: 'Salt 1 kg',
        unit: 'kg',
        sellingPrice: 30,
        costPrice: 20,
        openingStock: 5,
      },
    });
    expect((await outboxOf(s.companyId)).map((r) => [r.endpoint, r.documentNumber])).toEqual([
      ['saveItem', 'SALT-1'],
      ['insertStockIO', 'Opening stock SALT-1'],
      ['saveStockMaster', 'Opening stock SALT-1 SALT-1'],
    ]);
    expect(await deliverEtims(t.database.db, client, s.companyId)).toMatchObject({ sent: 3, failed: 0 });
    const io = simulator.received.filter((c) => c.tin === s.tin && c.endpoint === 'insertStockIO')[0]?.body;
    expect(io).toMatchObject({ sarTyCd: '06', totTaxblAmt: 100, totTaxAmt: 16, totAmt: 116 });
    expect(io?.itemList).toMatchObject([{ itemCd: salt.etims.itemCode, qtyUnitCd: 'KG', qty: 5, prc: 20 }]);
  });
});
