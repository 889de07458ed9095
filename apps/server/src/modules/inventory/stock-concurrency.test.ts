import { customersApi, invoicesApi, purchaseOrdersApi, suppliersApi, transfersApi } from '@tawi/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectInventoryTieOut } from '../../testing/inventory-invariants';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { useTestApp } from '../../testing/test-app';
import { shop } from './inventory.fixture';

const t = useTestApp();
const ROUNDS = 6;

describe('many clients on the same products at once', () => {
  it('opposite transfers, goods receipts and invoices all go through; stock, books and numbers stay right', async () => {
    const s = await shop(t);
    const goods: { id: string; sku: string }[] = [];
    for (const sku of ['RICE-5', 'SUGAR-2', 'SALT-1']) {
      const product = await s.product({ sku, name: sku, costPrice: 100, sellingPrice: 150 });
      for (const branchId of [s.home, s.mombasa]) {
        expect((await s.adjust(product.id, 50, { unitCost: 100 }, branchId)).status).toBe(200);
      }
      goods.push(product);
    }
    const outward: { id: string }[] = [];
    const inward: { id: string }[] = [];
    const api = apiClient(t.app, s.token);
    const fromMombasa = apiClient(t.app, s.token, { 'x-branch-id': s.mombasa });
    for (let i = 0; i < ROUNDS; i++) {
      const items = goods.map((g) => ({ sku: g.sku, qty: 1 }));
      outward.push(await api.ok(transfersApi.create, { body: { toBranchId: s.mombasa, items } }));
      inward.push(
        await fromMombasa.ok(transfersApi.create, {
          body: { toBranchId: s.home, items: [...items].reverse() },
        }),
      );
    }
    const atHome = apiClient(t.app, s.token, { 'x-branch-id': s.home });
    const supplier = await atHome.ok(suppliersApi.create, {
      body: { name: 'Pwani Millers', paymentTerms: 'net_30' },
    });
    const order = await atHome.ok(purchaseOrdersApi.create, {
      body: {
        supplierId: supplier.id,
        items: goods.map((g) => ({ itemId: g.id, qty: ROUNDS, unitPrice: 100, taxCategory: 'B' as const })),
      },
    });
    const customer = await atHome.ok(customersApi.create, {
      body: { name: 'Mama Mboga', paymentTerms: 'net_30' },
    });

    const work = [
      ...outward.map((tr) => api.call(transfersApi.receive, { params: { id: tr.id } })),
      ...inward.map((tr) => api.call(transfersApi.receive, { params: { id: tr.id } })),
      ...Array.from({ length: ROUNDS }, (_, i) =>
        api.call(purchaseOrdersApi.receive, {
          params: { id: order.id },
          body: {
            deliveryNoteNumber: `DN-${i}`,
            items: [...goods].reverse().map((g) => ({ itemId: g.id, qty: 1 })),
          },
        }),
      ),
      ...Array.from({ length: ROUNDS }, () =>
        api.call(invoicesApi.create, {
          body: {
            customerId: customer.id,
            lines: goods.map((g) => ({
              productId: g.id,
              description: g.sku,
              qty: 1,
              unitPrice: 150,
              taxCategory: 'B' as const,
            })),
          },
        }),
      ),
    ];
    const answers = await Promise.all(work);
    expect(answers.filter((a) => a.status >= 300).map((a) => `${a.status} ${a.text}`)).toEqual([]);

    for (const g of goods) {
      expect(await s.stockIn(g.id, s.home)).toMatchObject({ currentStock: 50 });
      expect(await s.stockIn(g.id, s.mombasa)).toMatchObject({ currentStock: 50 });
    }
    const invoices = await api.ok(invoicesApi.list, { query: { limit: 50 } });
    expect(invoices.items.map((i) => i.invoiceNumber).sort()).toEqual(
      Array.from({ length: ROUNDS }, (_, i) => `INV-000${i + 1}`),
    );
    const numbers = await t.database.db.execute(sql`
      select number from journal_entries where company_id = ${s.companyId} and status = 'Posted' order by number`);
    const je = (numbers as unknown as { rows: { number: string }[] }).rows.map((r) => r.number);
    expect(je).toEqual(je.map((_, i) => `JE-${String(i + 1).padStart(4, '0')}`));
    await expectInventoryTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });
});
