import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupDataDir, DataDirLockedError, openDatabase, restoreDataDir } from '@tawi/db';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { call, signupCompany } from '../testing/test-app';

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
  const tb = await call(app, 'GET', '/api/reports/trial-balance', { token });
  const products = await call(app, 'GET', '/api/products', { token });
  const invoices = await call(app, 'GET', '/api/invoices', { token });
  return {
    trialBalance: tb.body,
    stock: products.body.items.map((p: { sku: string; currentStock: number }) => [p.sku, p.currentStock]),
    invoices: invoices.body.items.map((i: { invoiceNumber: string; total: number }) => [
      i.invoiceNumber,
      i.total,
    ]),
  };
}

describe.runIf(process.env.TEST_DB !== 'postgres')('backup and restore of the embedded database', () => {
  it('gives back the same books, stock and numbers; refuses while another process has the data', async () => {
    const original = tempDir();
    const session = await withApp(original, async (app) => {
      const owner = await signupCompany(app);
      const post = (url: string, body: unknown) => call(app, 'POST', url, { token: owner.token, body });
      const product = await post('/api/products', {
        sku: 'SUGAR-1',
        name: 'Sugar 1 kg',
        sellingPrice: 180,
        costPrice: 140,
      });
      await post(`/api/products/${product.body.id}/adjust-stock`, {
        quantity: 20,
        unitCost: 140,
        reason: 'Opening count',
      });
      const customer = await post('/api/customers', { name: 'Kamau Shop', paymentTerms: 'net_30' });
      const invoice = await post('/api/invoices', {
        customerId: customer.body.id,
        lines: [
          { productId: product.body.id, description: 'Sugar', qty: 3, unitPrice: 180, taxCategory: 'B' },
        ],
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
      const login = await call(app, 'POST', '/api/auth/login', {
        body: { email: session.email, password: session.password },
      });
      const token = login.body.accessToken;
      expect(await books(app, token)).toEqual(session.before);
      const customer = await call(app, 'GET', '/api/customers', { token });
      const next = await call(app, 'POST', '/api/invoices', {
        token,
        body: {
          customerId: customer.body.items[0].id,
          lines: [{ description: 'Delivery', qty: 1, unitPrice: 100, taxCategory: 'B' }],
        },
      });
      expect(next.body.invoiceNumber).toBe('INV-0002');
    });
    expect((await restoreDataDir(restored, file)).movedAside).toMatch(/pgdata\.before-restore-/);
  });
});
