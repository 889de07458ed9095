import { companyApi, customersApi, etimsApi, invoicesApi } from '@tawi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { signupCompany, useTestApp } from '../../testing/test-app';
import { useMailTestApp } from '../mail/mail-test-app';
import { createOscuClient } from './oscu-client';
import { createOscuSimulator } from './simulator/oscu-simulator';

const simulator = createOscuSimulator();
let baseUrl = '';
beforeAll(async () => {
  baseUrl = `${await simulator.app.listen({ port: 0, host: '127.0.0.1' })}/`;
});
afterAll(() => simulator.app.close());

// the worker's timer is an hour: what is sent at once was sent because the change started a delivery
const t = useMailTestApp(() => ({
  etims: { client: createOscuClient({ baseUrl, timeoutMs: 2000 }), workerIntervalMs: 3_600_000 },
}));
const plain = useTestApp();

async function owner(app = t.app) {
  const o = await signupCompany(app);
  return apiClient(app, o.token);
}

describe('Settings > eTIMS', () => {
  it('turns eTIMS on, initialises the device with the company KRA PIN and shows what KRA returned', async () => {
    const api = await owner();
    expect(await api.ok(etimsApi.settings)).toEqual({
      enabled: false,
      bhfId: '00',
      deviceSerial: null,
      status: 'off',
      initializedAt: null,
      device: null,
      lastSequence: 0,
      queue: { queued: 0, failed: 0, sent: 0 },
    });
    const on = await api.ok(etimsApi.update, { body: { enabled: true, deviceSerial: 'SN-TAWI-1' } });
    expect(on).toMatchObject({ enabled: true, deviceSerial: 'SN-TAWI-1', status: 'not-initialized' });

    const noPin = await api.call(etimsApi.initialize, { body: {} });
    expect(noPin.status).toBe(422);
    expect(noPin.error).toMatchObject({
      code: 'validation-error',
      details: { fields: { kraPin: expect.any(String) } },
    });

    await api.ok(companyApi.update, { body: { kraPin: 'P051234560Z' } });
    const ready = await api.ok(etimsApi.initialize, { body: {} });
    expect(ready).toMatchObject({
      status: 'ready',
      bhfId: '00',
      device: { tin: 'P051234560Z', bhfId: '00' },
    });
    expect(ready.device).not.toHaveProperty('cmcKey');
    expect(ready.initializedAt).toEqual(expect.any(String));

    // another device serial is another device: it must be initialised again
    const moved = await api.ok(etimsApi.update, { body: { deviceSerial: 'SN-TAWI-2' } });
    expect(moved).toMatchObject({ status: 'not-initialized', device: null });
    // KRA already holds branch 00 of this PIN with the first device: its refusal, with its message
    const refused = await api.call(etimsApi.initialize, { body: {} });
    expect(refused.status).toBe(422);
    expect(refused.error).toMatchObject({ code: 'etims-refused', message: expect.stringContaining('902') });
  });

  it('answers 502 when KRA cannot be reached, and checks its input', async () => {
    const api = await owner();
    await api.ok(companyApi.update, { body: { kraPin: 'P051234561Z' } });
    expect((await api.call(etimsApi.update, { body: { bhfId: '1' } })).status).toBe(400);
    expect((await api.call(etimsApi.update, { body: { enabled: 'yes' } as never })).status).toBe(400);
    simulator.mode.down = true;
    try {
      const down = await api.call(etimsApi.initialize, { body: { deviceSerial: 'SN-9' } });
      expect(down.status).toBe(502);
      expect(down.error?.code).toBe('etims-unreachable');
    } finally {
      simulator.mode.down = false;
    }
    expect(await api.ok(etimsApi.settings)).toMatchObject({ status: 'off', initializedAt: null });
    const missing = await api.call(etimsApi.resend, { params: { id: crypto.randomUUID() } });
    expect(missing.status).toBe(404);
    expect(await api.ok(etimsApi.submissions, { query: {} })).toMatchObject({ items: [], total: 0 });
  });

  it('sends an issued invoice to KRA right after it is issued', async () => {
    const api = await owner();
    await api.ok(companyApi.update, { body: { kraPin: 'P051234562Z' } });
    await api.ok(etimsApi.update, { body: { enabled: true, deviceSerial: 'SN-KICK' } });
    await api.ok(etimsApi.initialize, { body: {} });
    const customer = await api.ok(customersApi.create, { body: { name: 'Kiosk', paymentTerms: 'net_15' } });
    const issued = await api.ok(invoicesApi.create, {
      body: {
        customerId: customer.id,
        lines: [{ description: 'Repair', qty: 1, unitPrice: 100, taxCategory: 'B' }],
      },
    });
    await expect
      .poll(async () => (await api.ok(invoicesApi.get, { params: { id: issued.id } })).etims.status, {
        timeout: 10_000,
      })
      .toBe('sent');
    expect(simulator.salesOf('P051234562Z', '00').get(1)?.request).toMatchObject({ totAmt: 116 });
  });

  it('says so on a server without an eTIMS address', async () => {
    const api = await owner(plain.app);
    expect(await api.ok(etimsApi.settings)).toMatchObject({ status: 'not-configured' });
    const refused = await api.call(etimsApi.initialize, { body: { deviceSerial: 'SN-1' } });
    expect(refused.status).toBe(409);
    expect(refused.error?.code).toBe('etims-not-configured');
  });
});
