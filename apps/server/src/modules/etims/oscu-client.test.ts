import { type EtimsSale, etimsSalesRequest } from '@tawi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOscuClient, type OscuDevice, OscuRefused, OscuUnreachable } from './oscu-client';
import { createOscuSimulator } from './simulator/oscu-simulator';

const simulator = createOscuSimulator();
let baseUrl = '';
beforeAll(async () => {
  baseUrl = `${await simulator.app.listen({ port: 0, host: '127.0.0.1' })}/`;
});
afterAll(() => simulator.app.close());

const TIN = 'P051234567Q';
const item = { itemCode: 'KE2NTU0000001', classCode: '5010150100', packagingUnit: 'BG', quantityUnit: 'KG' };
const sale = (sequence: number, qty = 3): EtimsSale => ({
  kind: 'invoice',
  sequence,
  documentNumber: `INV-000${sequence}`,
  date: '2026-11-25',
  confirmedAt: new Date('2026-11-25T07:15:00Z'),
  buyer: { pin: 'P051111111A', name: 'Nakuru Hardware Ltd' },
  paymentType: '02',
  user: { id: 'u1', name: 'Amina' },
  lines: [{ description: 'Sugar', qty, unitPrice: 160, taxCategory: 'B', item }],
});

async function readyDevice(bhfId: string): Promise<OscuDevice> {
  const client = createOscuClient({ baseUrl });
  const { cmcKey, info } = await client.initialize(TIN, bhfId, `SN-${bhfId}`);
  expect(info).toMatchObject({ tin: TIN, bhfId, lastSaleInvcNo: 0 });
  const device = { tin: TIN, bhfId, cmcKey };
  await client.call('saveItem', device, {
    itemCd: item.itemCode,
    itemClsCd: item.classCode,
    itemTyCd: '2',
    itemNm: 'Sugar',
    orgnNatCd: 'KE',
    pkgUnitCd: 'BG',
    qtyUnitCd: 'KG',
    taxTyCd: 'B',
    dftPrc: 160,
    useYn: 'Y',
  });
  return device;
}

describe('the eTIMS OSCU client against the simulator', () => {
  it('initialises a device, reads code lists, registers an item and signs a sale', async () => {
    const client = createOscuClient({ baseUrl });
    const device = await readyDevice('00');
    const codes = await client.call<{ clsList: { cdCls: string }[] }>('selectCodeList', device, {
      lastReqDt: '20240101000000',
    });
    expect(codes?.clsList.map((c) => c.cdCls)).toEqual(['04', '07', '10', '12', '17', '24', '32']);
    const receipt = await client.call<Record<string, unknown>>(
      'saveTrnsSalesOsdc',
      device,
      etimsSalesRequest(sale(1)),
    );
    expect(receipt).toMatchObject({ curRcptNo: 1, intrlData: expect.stringMatching(/^[A-Z0-9]{26}$/) });
    expect(receipt?.rcptSign).toMatch(/^[A-Z0-9]{16}$/);
    expect(receipt?.sdcDateTime).toMatch(/^\d{14}$/);
    const stored = simulator.salesOf(TIN, '00').get(1);
    expect(stored?.request).toMatchObject({ taxblAmtB: 480, taxAmtB: 76.8, totAmt: 556.8 });

    // the same sale again (a retry after a lost answer) gets its first receipt, not a second one
    expect(await client.call('saveTrnsSalesOsdc', device, etimsSalesRequest(sale(1)))).toEqual(receipt);
    expect(simulator.salesOf(TIN, '00').size).toBe(1);
  });

  it('passes on KRA refusals with their code and message', async () => {
    const client = createOscuClient({ baseUrl });
    const device = await readyDevice('01');
    const refusal = (p: Promise<unknown>) =>
      p.then(
        () => undefined,
        (e: unknown) => e,
      );
    await client.call('saveTrnsSalesOsdc', device, etimsSalesRequest(sale(1)));
    const other = await refusal(client.call('saveTrnsSalesOsdc', device, etimsSalesRequest(sale(1, 4))));
    expect(other).toBeInstanceOf(OscuRefused);
    expect(other).toMatchObject({ resultCd: '994' });
    expect(await refusal(client.call('saveTrnsSalesOsdc', device, etimsSalesRequest(sale(3))))).toMatchObject(
      {
        resultCd: '910',
        resultMsg: 'invcNo must be 2',
      },
    );
    const wrongTotals = { ...etimsSalesRequest(sale(2)), taxAmtB: 70 };
    expect(await refusal(client.call('saveTrnsSalesOsdc', device, wrongTotals))).toMatchObject({
      resultCd: '910',
      resultMsg: expect.stringContaining('taxAmtB must equal its items'),
    });
    expect(
      await refusal(
        client.call('saveTrnsSalesOsdc', { ...device, cmcKey: 'WRONG' }, etimsSalesRequest(sale(2))),
      ),
    ).toMatchObject({ resultCd: '901' });
  });

  it('tells an outage or a timeout apart from a refusal', async () => {
    const device = await readyDevice('02');
    simulator.mode.down = true;
    try {
      const down = createOscuClient({ baseUrl }).call(
        'saveTrnsSalesOsdc',
        device,
        etimsSalesRequest(sale(1)),
      );
      await expect(down).rejects.toBeInstanceOf(OscuUnreachable);
    } finally {
      simulator.mode.down = false;
    }
    simulator.mode.delayMs = 500;
    try {
      const slow = createOscuClient({ baseUrl, timeoutMs: 50 }).call('selectCodeList', device, {});
      await expect(slow).rejects.toBeInstanceOf(OscuUnreachable);
    } finally {
      simulator.mode.delayMs = 0;
    }
    const nowhere = createOscuClient({ baseUrl: 'http://127.0.0.1:9/' }).call('selectCodeList', device, {});
    await expect(nowhere).rejects.toBeInstanceOf(OscuUnreachable);
    expect(simulator.salesOf(TIN, '02').size).toBe(0);
  });

  it('takes an endpoint the server does not have (HTTP 404) as a refusal, not an outage', async () => {
    const device = await readyDevice('03');
    const missing = createOscuClient({ baseUrl }).call('noSuchEndpoint', device, {});
    await expect(missing).rejects.toBeInstanceOf(OscuRefused);
    await expect(missing).rejects.toMatchObject({ resultCd: 'HTTP 404' });
  });
});
