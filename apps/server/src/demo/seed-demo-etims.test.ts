import { invoicesApi } from '@tawi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOscuClient, createOscuSimulator } from '../modules/etims';
import { useMailTestApp } from '../modules/mail/mail-test-app';
import { apiClient } from '../testing/api-client';
import { loginAs } from '../testing/test-app';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD, seedDemo } from './seed-demo';
import { seedDemoBusiness } from './seed-demo-business';
import { seedDemoEtims } from './seed-demo-etims';

const simulator = createOscuSimulator();
let baseUrl = '';
beforeAll(async () => {
  baseUrl = `${await simulator.app.listen({ port: 0, host: '127.0.0.1' })}/`;
});
afterAll(() => simulator.app.close());

const t = useMailTestApp(() => ({
  etims: { client: createOscuClient({ baseUrl, timeoutMs: 5000 }), worker: false },
}));

describe('demo company with eTIMS (npm run demo)', () => {
  it('opens with its invoices signed by the eTIMS simulator', async () => {
    expect(await seedDemo(t.database.db)).toBe(true);
    await seedDemoBusiness(t.app);
    await seedDemoEtims(t.app, baseUrl);
    const api = apiClient(t.app, await loginAs(t.app, DEMO_OWNER_EMAIL, DEMO_PASSWORD));
    // the counter sales and the recurring contract's invoice (seedDemoBusiness) were made before eTIMS
    // was set up: not sent
    const all = await api.ok(invoicesApi.list, { query: {} });
    const beforeEtims = (name: string) =>
      name.startsWith('Walk-in customer') || name === 'Westlands Office Park Ltd';
    const invoices = { items: all.items.filter((i) => !beforeEtims(i.customerName)) };
    expect(invoices.items).toHaveLength(2);
    for (const invoice of invoices.items) {
      expect(invoice.etims).toMatchObject({ status: 'sent', signature: expect.any(String) });
    }
    const numbers = invoices.items.map((i) => i.etims.invoiceNumber).sort();
    expect(numbers).toEqual([1, 2]);
    // 10 sugar x 230 at 16% + 12 flour x 210 exempt
    const first = invoices.items.find((i) => i.etims.invoiceNumber === 1);
    expect(first?.total).toBe(2668 + 2520);
  });
});
