import { authApi, companyApi, customersApi, etimsApi, invoicesApi, productsApi } from '@tawi/contracts';
import type { FastifyInstance } from 'fastify';
import { createOscuClient, deliverEtims } from '../modules/etims';
import { client } from './demo-client';

/** The demo company's KRA PIN when it has none yet (a made-up PIN of the valid form). */
const DEMO_KRA_PIN = 'P051234560D';

/**
 * The demo's eTIMS, against the OSCU simulator at `baseUrl`: the device initialised under the
 * company's KRA PIN, then two invoices in Nairobi CBD, signed by the simulator before the demo opens.
 */
export async function seedDemoEtims(app: FastifyInstance, baseUrl: string): Promise<void> {
  const call = await client(app);
  const me = await call(authApi.me, {});
  const nairobi = me.branches.find((b) => b.name === 'Nairobi CBD')?.id ?? '';
  const company = await call(companyApi.get, {});
  if (!company.kraPin) await call(companyApi.update, { body: { kraPin: DEMO_KRA_PIN } });
  await call(etimsApi.update, { body: { enabled: true, deviceSerial: 'TAWI-DEMO-0001' } });
  await call(etimsApi.initialize, { body: {} });
  const customer = await call(customersApi.create, {
    body: {
      name: 'Westlands Mini Mart',
      contactName: 'Joseph Kariuki',
      phone: '+254711222333',
      kraPin: 'P051987654M',
      paymentTerms: 'net_15',
    },
  });
  const products = await call(productsApi.list, { query: { limit: 100 } }, nairobi);
  const sku = (s: string) => products.items.find((p) => p.sku === s);
  const line = (s: string, qty: number) => {
    const p = sku(s);
    if (!p) throw new Error(`demo seed: no product ${s}`);
    return {
      productId: p.id,
      description: p.name,
      qty,
      unitPrice: p.sellingPrice,
      taxCategory: p.taxCategory,
    };
  };
  await call(
    invoicesApi.create,
    { body: { customerId: customer.id, lines: [line('SUGAR-1KG', 10), line('UNGA-2KG', 12)] } },
    nairobi,
  );
  await call(
    invoicesApi.create,
    {
      body: {
        customerId: customer.id,
        lines: [
          line('SUGAR-1KG', 5),
          { description: 'Delivery to Westlands', qty: 1, unitPrice: 500, taxCategory: 'B' },
        ],
      },
    },
    nairobi,
  );
  await deliverEtims(app.db, createOscuClient({ baseUrl, timeoutMs: 5000 }), me.user.companyId ?? '');
}
