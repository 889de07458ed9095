import { companyApi, etimsApi, productsApi } from '@tawi/contracts';
import { products } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { signupCompany } from '../../testing/test-app';
import { useMailTestApp } from '../mail/mail-test-app';
import { createOscuClient } from './oscu-client';
import { createOscuSimulator } from './simulator/oscu-simulator';

const simulator = createOscuSimulator();
let baseUrl = '';
beforeAll(async () => {
  baseUrl = `${await simulator.app.listen({ port: 0, host: '127.0.0.1' })}/`;
});
afterAll(() => simulator.app.close());

const t = useMailTestApp(() => ({ etims: { client: createOscuClient({ baseUrl, timeoutMs: 2000 }) } }));

describe('eTIMS codes of products and KRA code lists', () => {
  it('gives a new product default codes on the company item sequence; codes given are kept', async () => {
    const owner = await signupCompany(t.app);
    const api = apiClient(t.app, owner.token);
    const sugar = await api.ok(productsApi.create, {
      body: { sku: 'SUGAR-1', name: 'Sugar 1 kg', sellingPrice: 160, unit: 'kg' },
    });
    expect(sugar.etims).toEqual({
      itemCode: 'KE2NTKG0000001',
      classCode: '5059690800',
      packagingUnit: 'NT',
      quantityUnit: 'KG',
      registeredAt: null,
    });
    const fitting = await api.ok(productsApi.create, {
      body: { sku: 'FIT-1', name: 'Fitting', sellingPrice: 900, unit: 'hours' },
    });
    expect(fitting.etims).toMatchObject({ itemCode: 'KE3NTU0000002', classCode: '8011160100' });
    const bags = await api.ok(productsApi.create, {
      body: {
        sku: 'SUGAR-50',
        name: 'Sugar 50 kg',
        sellingPrice: 7000,
        etims: { classCode: '5010150100', packagingUnit: 'BG', quantityUnit: 'KG' },
      },
    });
    expect(bags.etims).toMatchObject({
      itemCode: 'KE2BGKG0000003',
      classCode: '5010150100',
      packagingUnit: 'BG',
      quantityUnit: 'KG',
    });

    const changed = await api.ok(productsApi.update, {
      params: { id: sugar.id },
      body: { etims: { itemCode: 'ke2ntkg0000099', classCode: '5010150100' } },
    });
    expect(changed.etims).toMatchObject({ itemCode: 'KE2NTKG0000099', classCode: '5010150100' });
    // once registered with KRA its item code stays
    await t.database.db
      .update(products)
      .set({ etimsRegisteredAt: new Date() })
      .where(eq(products.id, sugar.id));
    const refused = await api.call(productsApi.update, {
      params: { id: sugar.id },
      body: { etims: { itemCode: 'KE2NTKG0000100' } },
    });
    expect(refused.status).toBe(422);
    expect(refused.error?.details).toMatchObject({ fields: { 'etims.itemCode': expect.any(String) } });
    const bad = await api.call(productsApi.update, {
      params: { id: sugar.id },
      body: { etims: { packagingUnit: 'B G' } } as never,
    });
    expect(bad.status).toBe(400);
  });

  it('fetches KRA code lists at initialisation and on refresh, for the product form', async () => {
    const owner = await signupCompany(t.app);
    const api = apiClient(t.app, owner.token);
    expect(await api.ok(etimsApi.codeLists)).toEqual({
      itemClasses: [],
      packagingUnits: [],
      quantityUnits: [],
      refreshedAt: null,
    });
    expect((await api.call(etimsApi.refreshCodeLists)).status).toBe(409);
    await api.ok(companyApi.update, { body: { kraPin: 'P051230001C' } });
    await api.ok(etimsApi.initialize, { body: { deviceSerial: 'SN-CODES-1' } });
    const lists = await api.ok(etimsApi.codeLists);
    expect(lists.quantityUnits.map((u) => u.code)).toEqual(['U', 'KG', 'L', 'M', 'BX']);
    expect(lists.packagingUnits.map((u) => u.code)).toEqual(['NT', 'BG', 'BX', 'CT', 'BO']);
    expect(lists.itemClasses).toContainEqual({ code: '5022110100', name: 'Maize flour', taxType: 'C' });
    expect(lists.refreshedAt).toEqual(expect.any(String));
    const again = await api.ok(etimsApi.refreshCodeLists);
    expect(again.itemClasses).toHaveLength(5);
    expect(simulator.received.filter((c) => c.endpoint === 'selectItemClsList')).toHaveLength(2);
  });
});
