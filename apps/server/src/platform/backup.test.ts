import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { customersApi, invoicesApi, productsApi, reportsApi } from '@tawi/contracts';
import { backupDataDir, DataDirLockedError, openDatabase, restoreDataDir } from '@tawi/db';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { apiClient } from '../testing/api-client';
import { loginAs, signupCompany } from '../testing/test-app';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'tawi-backup-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Opens the embedded database in `dataDir`, runs `work` against the app, closes both. */
async function withApp<T>(dataDir: string, work: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>) {
  const database = await openDatabase({ dataDir });
  const app = await buildApp({ database });
  await app.ready();
  try {
    return await work(app);
  } finally {
    await app.close();
    await database.close();
  }
}

/** What a restore must give back: the trial balance, the stock and the next document numbers. */
async function books(app: Awaited<ReturnType<typeof buildApp>>, token: string) {
  const api = apiClient(app, token);
  const tb = await api.call(reportsApi.trialBalance);
  const products = await api.ok(productsApi.list);
  const invoices = await api.ok(invoicesApi.list);
  return {
    trialBalance: tb.body,
    stock: products.items.map((p) => [p.sku, p.currentStock]),
    invoices: invoices.items.map((i) => [i.invoiceNumber, i.total]),
  };
}

describe.runIf(process.env.TEST_DB !== 'postgres')('backup and restore of the embedded database', () => {
  // Migrates two embedded databases on disk from empty (no in-memory template): about 20 s alone, more under load.
  it('gives back the same books, stock and numbers; refuses while another process has the data', {
    timeout: 120_000,
  }, async () => {
    const original = tempDir();
    const session = await withApp(original, async (app) => {
      const owner = await signupCompany(app);
      const api = apiClient(app, owner.token);
      const product = await api.call(productsApi.create, {
        body: { sku: 'SUGAR-1', name: 'Sugar 1 kg', sellingPrice: 180, costPrice: 140 },
      });
      await api.call(productsApi.adjustStock, {
        params: { id: product.body.id },
        body: { quantity: 20, unitCost: 140, reason: 'Opening count' },
      });
      const customer = await api.call(customersApi.create, {
        body: { name: 'Kamau Shop', paymentTerms: 'net_30' },
      });
      const invoice = await api.call(invoicesApi.create, {
        body: {
          customerId: customer.body.id,
          lines: [
            { productId: product.body.id, description: 'Sugar', qty: 3, unitPrice: 180, taxCategory: 'B' },
          ],
        },
      });
      expect(invoice.status, invoice.text).toBe(201);
      return { email: owner.email, password: owner.password, before: await books(app, owner.token) };
    });
    expect(session.before.stock).toEqual([['SUGAR-1', 17]]);

    const file = join(tempDir(), 'tawi.tar.gz');
    writeFileSync(join(original, 'tawi.lock'), String(process.ppid));
    await expect(backupDataDir(original, file)).rejects.toBeInstanceOf(DataDirLockedError);
    rmSync(join(original, 'tawi.lock'));
    const { bytes } = await backupDataDir(original, file);
    expect(bytes).toBeGreaterThan(10_000);

    const restored = tempDir();
    expect((await restoreDataDir(restored, file)).movedAside).toBeNull();
    await withApp(restored, async (app) => {
      const token = await loginAs(app, session.email, session.password);
      expect(await books(app, token)).toEqual(session.before);
      const api = apiClient(app, token);
      const customers = await api.ok(customersApi.list);
      const next = await api.call(invoicesApi.create, {
        body: {
          customerId: customers.items[0]?.id ?? '',
          lines: [{ description: 'Delivery', qty: 1, unitPrice: 100, taxCategory: 'B' }],
        },
      });
      expect(next.body.invoiceNumber).toBe('INV-0002');
    });
    expect((await restoreDataDir(restored, file)).movedAside).toMatch(/pgdata\.before-restore-/);
  });
});
