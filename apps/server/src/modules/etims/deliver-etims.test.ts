import { companies, etimsOutbox, etimsSettings } from '@tawi/db';
import { type EtimsSale, etimsSalesRequest } from '@tawi/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PINNED_NOW } from '../../testing/pinned-clock';
import { signupCompany } from '../../testing/test-app';
import { useMailTestApp } from '../mail/mail-test-app';
import { deliverEtims } from './deliver-etims';
import { etimsDeviceOf } from './etims-device';
import { LEASE_MS, queueEtims, requeue, retryDelayMs } from './etims-outbox';
import { initializeEtims } from './initialize-etims';
import { createOscuClient, type OscuDevice } from './oscu-client';
import { createOscuSimulator } from './simulator/oscu-simulator';

const t = useMailTestApp();
const simulator = createOscuSimulator();
let client: ReturnType<typeof createOscuClient>;
beforeAll(async () => {
  client = createOscuClient({
    baseUrl: `${await simulator.app.listen({ port: 0, host: '127.0.0.1' })}/`,
    timeoutMs: 2000,
  });
});
afterAll(() => simulator.app.close());

const item = { itemCode: 'KE2NTU0000001', classCode: '5010150100', packagingUnit: 'BG', quantityUnit: 'KG' };
const sale = (n: number, qty = 1): Omit<EtimsSale, 'sequence'> => ({
  kind: 'invoice',
  documentNumber: `INV-000${n}`,
  date: '2026-11-25',
  confirmedAt: PINNED_NOW,
  buyer: { pin: null, name: 'Walk-in' },
  paymentType: '01',
  user: { id: 'u1', name: 'Amina' },
  lines: [{ description: 'Sugar', qty, unitPrice: 160, taxCategory: 'B', item }],
});

let pinCounter = 100;
/** A company with a KRA PIN, its device initialised and eTIMS on, and the sugar item registered. */
async function readyCompany() {
  const owner = await signupCompany(t.app);
  const companyId = owner.user.companyId as string;
  const tin = `P05${String(++pinCounter).padStart(7, '0')}K`;
  await t.database.db.update(companies).set({ kraPin: tin }).where(eq(companies.id, companyId));
  const settings = await initializeEtims(t.database.db, companyId, client, { deviceSerial: `SN-${tin}` });
  expect(settings.cmcKey).toMatch(/^v1:/);
  await t.database.db
    .update(etimsSettings)
    .set({ enabled: true })
    .where(eq(etimsSettings.companyId, companyId));
  const device = await etimsDeviceOf(t.database.db, companyId);
  expect(device).toMatchObject({ tin, bhfId: '00' });
  await client.call('saveItem', device as OscuDevice, {
    itemCd: item.itemCode,
    itemClsCd: item.classCode,
    itemTyCd: '2',
    itemNm: 'Sugar',
    pkgUnitCd: item.packagingUnit,
    qtyUnitCd: item.quantityUnit,
    taxTyCd: 'B',
    dftPrc: 160,
    useYn: 'Y',
  });
  return { companyId, branchId: owner.user.branchId as string, tin };
}

async function queueSale(c: { companyId: string; branchId: string }, n: number, qty = 1, related?: string) {
  const documentId = crypto.randomUUID();
  const kind = related ? 'credit-note' : 'invoice';
  await queueEtims(t.database.db, {
    companyId: c.companyId,
    branchId: c.branchId,
    documentType: kind,
    documentId,
    documentNumber: `${kind}-${n}`,
    endpoint: 'saveTrnsSalesOsdc',
    payload: etimsSalesRequest({ ...sale(n, qty), kind, sequence: 0 }),
    ...(related && { relatedDocumentId: related }),
  });
  return documentId;
}

async function rowsOf(companyId: string) {
  return t.database.db
    .select()
    .from(etimsOutbox)
    .where(eq(etimsOutbox.companyId, companyId))
    .orderBy(asc(etimsOutbox.position));
}

describe('eTIMS delivery from the outbox', () => {
  it('sends queued sales in order under consecutive invoice numbers, and keeps KRA receipts', async () => {
    const c = await readyCompany();
    const first = await queueSale(c, 1);
    await queueSale(c, 2, 2);
    await queueSale(c, 3, 1, first);
    expect(await deliverEtims(t.database.db, client, c.companyId)).toEqual({
      sent: 3,
      failed: 0,
      unreachable: false,
    });
    const rows = await rowsOf(c.companyId);
    expect(rows.map((r) => [r.status, r.sequence, r.attempts])).toEqual([
      ['sent', 1, 1],
      ['sent', 2, 1],
      ['sent', 3, 1],
    ]);
    expect(rows[0]?.answer).toMatchObject({ curRcptNo: 1, rcptSign: expect.any(String) });
    const atKra = simulator.salesOf(c.tin, '00');
    expect(atKra.get(2)?.request).toMatchObject({ invcNo: 2, totAmt: 371.2, taxAmtB: 51.2 });
    expect(atKra.get(3)?.request).toMatchObject({ invcNo: 3, orgInvcNo: 1, rcptTyCd: 'R' });
    // nothing left to send: a second run sends nothing again
    expect(await deliverEtims(t.database.db, client, c.companyId)).toEqual({
      sent: 0,
      failed: 0,
      unreachable: false,
    });
    expect(atKra.size).toBe(3);
  });

  it('waits while KRA is down, keeps the invoice number, and sends each sale exactly once when it is back', async () => {
    const c = await readyCompany();
    await queueSale(c, 1);
    await queueSale(c, 2);
    simulator.mode.down = true;
    try {
      expect(await deliverEtims(t.database.db, client, c.companyId)).toEqual({
        sent: 0,
        failed: 0,
        unreachable: true,
      });
    } finally {
      simulator.mode.down = false;
    }
    let rows = await rowsOf(c.companyId);
    expect(rows.map((r) => [r.status, r.sequence])).toEqual([
      ['queued', 1],
      ['queued', null],
    ]);
    expect(rows[0]?.error).toContain('unreachable');
    const retryAt = rows[0]?.nextAttemptAt as Date;
    // before its retry time nothing is sent, even though KRA is back
    expect(
      await deliverEtims(t.database.db, client, c.companyId, () => new Date(retryAt.getTime() - 1000)),
    ).toMatchObject({ sent: 0 });
    expect(
      await deliverEtims(t.database.db, client, c.companyId, () => new Date(retryAt.getTime() + 1000)),
    ).toMatchObject({ sent: 2 });
    rows = await rowsOf(c.companyId);
    expect(rows.map((r) => [r.status, r.sequence, r.attempts])).toEqual([
      ['sent', 1, 2],
      ['sent', 2, 1],
    ]);
    expect(simulator.salesOf(c.tin, '00').size).toBe(2);
  });

  it('resends a sale whose answer was lost under the same number, and KRA gives the same receipt', async () => {
    const c = await readyCompany();
    await queueSale(c, 1);
    expect(await deliverEtims(t.database.db, client, c.companyId)).toMatchObject({ sent: 1 });
    const [sent] = await rowsOf(c.companyId);
    // as if the server died after KRA took it and before the answer was stored: the row is still held
    await t.database.db
      .update(etimsOutbox)
      .set({ status: 'sending', answer: null, leaseUntil: new Date() })
      .where(eq(etimsOutbox.id, sent?.id as string));
    const later = () => new Date(Date.now() + LEASE_MS + 1000);
    expect(await deliverEtims(t.database.db, client, c.companyId, later)).toMatchObject({ sent: 1 });
    const [again] = await rowsOf(c.companyId);
    expect(again?.answer).toEqual(sent?.answer);
    expect(again?.sequence).toBe(1);
    expect(simulator.salesOf(c.tin, '00').size).toBe(1);
  });

  it('marks a refused sale failed with KRA message, gives its number to the next, and resends it when asked', async () => {
    const c = await readyCompany();
    simulator.mode.refuseSales = { resultCd: '910', resultMsg: 'Request parameter error' };
    await queueSale(c, 1);
    try {
      expect(await deliverEtims(t.database.db, client, c.companyId)).toEqual({
        sent: 0,
        failed: 1,
        unreachable: false,
      });
    } finally {
      simulator.mode.refuseSales = undefined;
    }
    const [refused] = await rowsOf(c.companyId);
    expect(refused).toMatchObject({
      status: 'failed',
      sequence: null,
      error: 'KRA 910: Request parameter error',
    });
    await queueSale(c, 2);
    expect(await deliverEtims(t.database.db, client, c.companyId)).toMatchObject({ sent: 1 });
    expect(await requeue(t.database.db, c.companyId, refused?.id as string, new Date())).toBe(true);
    expect(await deliverEtims(t.database.db, client, c.companyId)).toMatchObject({ sent: 1 });
    const rows = await rowsOf(c.companyId);
    expect(rows.map((r) => [r.documentNumber, r.status, r.sequence])).toEqual([
      ['invoice-1', 'sent', 2],
      ['invoice-2', 'sent', 1],
    ]);
    const [settings] = await t.database.db
      .select()
      .from(etimsSettings)
      .where(eq(etimsSettings.companyId, c.companyId));
    expect(settings?.lastSequence).toBe(2);
  });

  it('refuses a credit note whose invoice KRA has not signed, and sends nothing for a company without eTIMS', async () => {
    const c = await readyCompany();
    const unsigned = crypto.randomUUID();
    await queueSale(c, 1, 1, unsigned);
    expect(await deliverEtims(t.database.db, client, c.companyId)).toEqual({
      sent: 0,
      failed: 1,
      unreachable: false,
    });
    const [row] = await rowsOf(c.companyId);
    expect(row).toMatchObject({ status: 'failed', sequence: null });
    expect(row?.error).toContain('not signed');

    const off = await signupCompany(t.app);
    const offId = off.user.companyId as string;
    await queueSale({ companyId: offId, branchId: off.user.branchId as string }, 1);
    expect(await deliverEtims(t.database.db, client, offId)).toEqual({
      sent: 0,
      failed: 0,
      unreachable: false,
    });
    const offRows = await t.database.db
      .select()
      .from(etimsOutbox)
      .where(and(eq(etimsOutbox.companyId, offId), eq(etimsOutbox.status, 'queued')));
    expect(offRows).toHaveLength(1);
  });

  it('waits 15 s after a first try KRA did not answer, doubling to at most 5 minutes, jittered by a fifth', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 20].map((n) => retryDelayMs(n, mid))).toEqual([
      15_000, 30_000, 60_000, 120_000, 240_000, 300_000, 300_000,
    ]);
    expect([retryDelayMs(1, () => 0), retryDelayMs(1, () => 1)]).toEqual([12_000, 18_000]);
  });
});
