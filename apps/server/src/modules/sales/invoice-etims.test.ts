import { companyApi, creditNotesApi, etimsApi, invoicesApi } from '@tawi/contracts';
import { etimsOutbox } from '@tawi/db';
import { TAX_CATEGORY_CODES } from '@tawi/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { pdfText } from '../../testing/pdf-text';
import { deliverEtims } from '../etims';
import { createOscuClient } from '../etims/oscu-client';
import { createOscuSimulator } from '../etims/simulator/oscu-simulator';
import { useMailTestApp } from '../mail/mail-test-app';
import { sales } from './sales.fixture';

const simulator = createOscuSimulator();
let client: ReturnType<typeof createOscuClient>;
beforeAll(async () => {
  const baseUrl = `${await simulator.app.listen({ port: 0, host: '127.0.0.1' })}/`;
  client = createOscuClient({ baseUrl, timeoutMs: 1500 });
});
afterAll(() => simulator.app.close());
afterEach(() => {
  simulator.mode.down = false;
  simulator.mode.refuseSales = undefined;
});

const t = useMailTestApp(() => ({ etims: { client, worker: false } }));

let pins = 200;
/** A company (sales fixture) whose eTIMS is on and initialised, under a KRA PIN of its own. */
async function readyCompany() {
  const s = await sales(t);
  const api = apiClient(t.app, s.token);
  const tin = `P05${String(++pins).padStart(7, '0')}E`;
  await api.ok(companyApi.update, { body: { kraPin: tin } });
  await api.ok(etimsApi.update, { body: { enabled: true, deviceSerial: `SN-${tin}` } });
  expect(await api.ok(etimsApi.initialize, { body: {} })).toMatchObject({ status: 'ready' });
  return { ...s, api, tin };
}

/** Sends what the company queued, as the worker does; `later` moves the clock past every retry wait. */
const deliver = (companyId: string, later = false) =>
  deliverEtims(t.database.db, client, companyId, () => new Date(Date.now() + (later ? 3_600_000 : 0)));

/** Sugar (a product, 16%) and one described line of each other tax type. */
const linesOfEveryType = (sugarId: string) => [
  { productId: sugarId, description: 'Sugar 1 kg', qty: 2, unitPrice: 160, taxCategory: 'B' as const },
  { description: 'Consulting (exempt)', qty: 1, unitPrice: 1000, taxCategory: 'A' as const },
  { description: 'Export freight', qty: 1, unitPrice: 250, taxCategory: 'C' as const },
  { description: 'Non-VAT fee', qty: 3, unitPrice: 33.33, taxCategory: 'D' as const },
  { description: 'Diesel', qty: 1.5, unitPrice: 199.99, discount: 10, taxCategory: 'E' as const },
];

describe('invoices at eTIMS', () => {
  it('sends an issued invoice of types A-E once, with per-type totals equal to it, and shows the receipt', async () => {
    const c = await readyCompany();
    const issued = await c.api.ok(invoicesApi.create, {
      body: { customerId: c.customer.id, lines: linesOfEveryType(c.sugar.id) },
    });
    expect(issued.etims).toMatchObject({ status: 'queued', invoiceNumber: null, signature: null });
    expect(await deliver(c.companyId)).toEqual({ sent: 3, failed: 0, unreachable: false });

    // saveItem for the sugar and for the service item of described lines, then the sale (initialising
    // also read the code lists: the select* calls are left out)
    const calls = simulator.received.filter((r) => r.tin === c.tin).map((r) => r.endpoint);
    expect(calls.filter((e) => !e.startsWith('select'))).toEqual([
      'saveItem',
      'saveItem',
      'saveTrnsSalesOsdc',
    ]);
    const sale = simulator.salesOf(c.tin, '00').get(1);
    expect(sale).toBeDefined();
    const request = sale?.request as unknown as Record<string, number | string>;
    for (const code of TAX_CATEGORY_CODES) {
      const kept = issued.taxByCategory[code] ?? { taxableAmount: 0, tax: 0 };
      expect([code, request[`taxblAmt${code}`], request[`taxAmt${code}`]]).toEqual([
        code,
        kept.taxableAmount,
        kept.tax,
      ]);
    }
    expect(request).toMatchObject({
      invcNo: 1,
      trdInvcNo: issued.invoiceNumber,
      rcptTyCd: 'S',
      custTin: 'P051111111A',
      custNm: 'Nakuru Hardware Ltd',
      totTaxblAmt: issued.subtotal,
      totTaxAmt: issued.taxTotal,
      totAmt: issued.total,
      totItemCnt: 5,
    });
    // 2 x 160 = 320 at 16%; 1.5 x 199.99 - 10 = 289.99 at 8%
    expect([request.taxAmtB, request.taxAmtE, request.taxblAmtD]).toEqual([51.2, 23.2, 99.99]);

    const signed = await c.api.ok(invoicesApi.get, { params: { id: issued.id } });
    expect(signed.etims).toEqual({
      status: 'sent',
      invoiceNumber: 1,
      receiptNumber: sale?.receipt.curRcptNo,
      totalReceiptNumber: sale?.receipt.totRcptNo,
      internalData: sale?.receipt.intrlData,
      signature: sale?.receipt.rcptSign,
      signedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      controlUnitId: expect.stringMatching(/^KRACU/),
      qrUrl: `https://etims.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=${c.tin}00${sale?.receipt.rcptSign}`,
      error: null,
    });
    // the PDF carries the control-unit data and KRA's link as a QR code
    const pdf = pdfText((await c.api.ok(invoicesApi.pdf, { params: { id: issued.id } })) as Buffer).replace(
      / +/g,
      ' ',
    );
    expect(pdf).toContain('TAX INVOICE');
    expect(pdf).toContain('KRA eTIMS');
    expect(pdf).toContain(`CU invoice number: ${signed.etims.controlUnitId}/1`);
    expect(pdf).toContain(`Receipt signature: ${sale?.receipt.rcptSign}`);
    expect(pdf).toContain(`Internal data: ${sale?.receipt.intrlData}`);
    expect(pdf).toMatch(/Signed: \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2}/);
    // a Swahili company's invoice says the same in Swahili; KRA's data prints as signed
    await c.api.ok(companyApi.update, { body: { language: 'sw' } });
    const swahili = pdfText(
      (await c.api.ok(invoicesApi.pdf, { params: { id: issued.id } })) as Buffer,
    ).replace(/ +/g, ' ');
    expect(swahili).toContain('KRA eTIMS');
    expect(swahili).toContain(`Nambari ya ankara ya CU: ${signed.etims.controlUnitId}/1`);
    expect(swahili).toContain(`Sahihi ya risiti: ${sale?.receipt.rcptSign}`);
    expect(swahili).toContain(`Data ya ndani: ${sale?.receipt.intrlData}`);
    expect(swahili).toMatch(/Imesainiwa: \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2}/);
    expect(swahili).not.toContain('Receipt signature');
    await c.api.ok(companyApi.update, { body: { language: 'en' } });
    // a second delivery sends nothing again; the sugar is registered once for good
    expect(await deliver(c.companyId, true)).toEqual({ sent: 0, failed: 0, unreachable: false });
    const again = await c.api.ok(invoicesApi.create, {
      body: {
        customerId: c.customer.id,
        lines: [{ productId: c.sugar.id, description: 'Sugar', qty: 1, unitPrice: 160, taxCategory: 'B' }],
      },
    });
    expect(await deliver(c.companyId)).toEqual({ sent: 1, failed: 0, unreachable: false });
    expect(simulator.salesOf(c.tin, '00').get(2)?.request).toMatchObject({
      trdInvcNo: again.invoiceNumber,
      totAmt: 185.6,
    });
  });

  it('issues while KRA is down and sends the invoice exactly once when KRA is back', async () => {
    const c = await readyCompany();
    simulator.mode.down = true;
    const res = await c.api.call(invoicesApi.create, {
      body: {
        customerId: c.customer.id,
        lines: [{ description: 'Repair', qty: 1, unitPrice: 1000, taxCategory: 'B' }],
      },
    });
    expect(res.status).toBe(201);
    expect(await deliver(c.companyId)).toMatchObject({ sent: 0, unreachable: true });
    const waiting = await c.api.ok(invoicesApi.get, { params: { id: res.body?.id ?? '' } });
    const unsigned = pdfText((await c.api.ok(invoicesApi.pdf, { params: { id: waiting.id } })) as Buffer);
    expect(unsigned.replace(/\s+/g, ' ')).toContain('Not yet signed by KRA eTIMS (queued for KRA)');
    await c.api.ok(companyApi.update, { body: { language: 'sw' } });
    const swahili = pdfText((await c.api.ok(invoicesApi.pdf, { params: { id: waiting.id } })) as Buffer);
    expect(swahili.replace(/\s+/g, ' ')).toContain('Bado haijasainiwa na KRA eTIMS (inasubiri KRA).');
    // the first call of its queue (the service item) met KRA down: the sale waits behind it
    expect(waiting.etims).toMatchObject({ status: 'queued', invoiceNumber: null });
    const [head] = await t.database.db
      .select()
      .from(etimsOutbox)
      .where(eq(etimsOutbox.companyId, c.companyId))
      .orderBy(etimsOutbox.position)
      .limit(1);
    expect(head).toMatchObject({
      endpoint: 'saveItem',
      status: 'queued',
      error: expect.stringMatching(/503|unreachable|answer/i),
    });
    // not yet time to retry: nothing is sent even with KRA back
    simulator.mode.down = false;
    expect(await deliver(c.companyId)).toEqual({ sent: 0, failed: 0, unreachable: false });
    expect(await deliver(c.companyId, true)).toEqual({ sent: 2, failed: 0, unreachable: false });
    expect(await deliver(c.companyId, true)).toEqual({ sent: 0, failed: 0, unreachable: false });
    expect([...simulator.salesOf(c.tin, '00').keys()]).toEqual([1]);
    const sent = await c.api.ok(invoicesApi.get, { params: { id: res.body?.id ?? '' } });
    expect(sent.etims).toMatchObject({ status: 'sent', invoiceNumber: 1, error: null });
  });

  it('keeps a refused invoice failed with KRA message until it is resent', async () => {
    const c = await readyCompany();
    simulator.mode.refuseSales = { resultCd: '910', resultMsg: 'Request parameter error' };
    const issued = await c.api.ok(invoicesApi.create, {
      body: {
        customerId: c.customer.id,
        lines: [{ description: 'Repair', qty: 1, unitPrice: 500, taxCategory: 'B' }],
      },
    });
    expect(await deliver(c.companyId)).toMatchObject({ failed: 1 });
    const failed = await c.api.ok(invoicesApi.get, { params: { id: issued.id } });
    expect(failed.etims).toMatchObject({
      status: 'failed',
      invoiceNumber: null,
      error: 'KRA 910: Request parameter error',
    });

    // a credit note of it cannot go before it: failed too, and resent with it
    simulator.mode.refuseSales = undefined;
    const note = await c.api.ok(creditNotesApi.create, {
      body: { invoiceId: issued.id, lines: [{ lineNo: 1, qty: 1 }] },
    });
    expect(await deliver(c.companyId)).toMatchObject({ sent: 0, failed: 1 });
    expect((await c.api.ok(creditNotesApi.get, { params: { id: note.id } })).etims).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('not signed by KRA yet'),
    });
    const resent = await c.api.ok(invoicesApi.etimsResend, { params: { id: issued.id } });
    expect(resent.etims).toMatchObject({ status: 'queued', error: null });
    expect(await deliver(c.companyId)).toEqual({ sent: 2, failed: 0, unreachable: false });
    expect((await c.api.ok(creditNotesApi.get, { params: { id: note.id } })).etims).toMatchObject({
      status: 'sent',
      invoiceNumber: 2,
    });
    const signed = await c.api.ok(invoicesApi.get, { params: { id: issued.id } });
    expect(signed.etims).toMatchObject({ status: 'sent', invoiceNumber: 1 });
    const twice = await c.api.call(invoicesApi.etimsResend, { params: { id: issued.id } });
    expect([twice.status, twice.error?.code]).toEqual([409, 'invalid-state']);
  });

  it('sends a credit note and a void as refund receipts of their invoice', async () => {
    const c = await readyCompany();
    const create = (unitPrice: number) =>
      c.api.ok(invoicesApi.create, {
        body: {
          customerId: c.customer.id,
          lines: [{ description: 'Repair', qty: 2, unitPrice, taxCategory: 'B' }],
        },
      });
    const first = await create(500);
    const second = await create(300);
    const note = await c.api.ok(creditNotesApi.create, {
      body: { invoiceId: first.id, lines: [{ lineNo: 1, qty: 1 }], reason: 'One repair not done' },
    });
    expect(note.etims.status).toBe('queued');
    await c.api.ok(invoicesApi.void, { params: { id: second.id }, body: { reason: 'Wrong customer' } });
    expect(await deliver(c.companyId)).toEqual({ sent: 5, failed: 0, unreachable: false });
    const atKra = simulator.salesOf(c.tin, '00');
    expect(
      [...atKra.values()].map((s) => [
        s.request.invcNo,
        s.request.rcptTyCd,
        s.request.orgInvcNo,
        s.request.totAmt,
      ]),
    ).toEqual([
      [1, 'S', 0, 1160],
      [2, 'S', 0, 696],
      [3, 'R', 1, 580],
      [4, 'R', 2, 696],
    ]);
    const signedNote = await c.api.ok(creditNotesApi.get, { params: { id: note.id } });
    expect(signedNote.etims).toMatchObject({ status: 'sent', invoiceNumber: 3 });
  });

  it('tells KRA nothing while eTIMS is off, and sends such an invoice on request once it is on', async () => {
    const s = await sales(t);
    const api = apiClient(t.app, s.token);
    const issued = await api.ok(invoicesApi.create, {
      body: {
        customerId: s.customer.id,
        lines: [{ description: 'Repair', qty: 1, unitPrice: 100, taxCategory: 'B' }],
      },
    });
    expect(issued.etims).toMatchObject({ status: 'not-required', invoiceNumber: null });
    const off = await api.call(invoicesApi.etimsResend, { params: { id: issued.id } });
    expect([off.status, off.error?.code]).toEqual([409, 'invalid-state']);
    const rows = await t.database.db
      .select()
      .from(etimsOutbox)
      .where(and(eq(etimsOutbox.companyId, s.companyId)));
    expect(rows).toEqual([]);

    const tin = `P05${String(++pins).padStart(7, '0')}E`;
    await api.ok(companyApi.update, { body: { kraPin: tin } });
    await api.ok(etimsApi.update, { body: { enabled: true, deviceSerial: `SN-${tin}` } });
    await api.ok(etimsApi.initialize, { body: {} });
    expect((await api.ok(invoicesApi.etimsResend, { params: { id: issued.id } })).etims.status).toBe(
      'queued',
    );
    expect(await deliver(s.companyId)).toEqual({ sent: 2, failed: 0, unreachable: false });
    expect(simulator.salesOf(tin, '00').get(1)?.request).toMatchObject({
      trdInvcNo: issued.invoiceNumber,
      totAmt: 116,
    });
  });
});
