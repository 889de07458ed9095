import { customersApi, invoicesApi, productsApi } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectInventoryTieOut } from '../../testing/inventory-invariants';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { useTestApp } from '../../testing/test-app';
import { expectReceivablesTieOut, sales } from './sales.fixture';

const t = useTestApp();

/** Fired together: on PostgreSQL these run in parallel transactions (PGlite queues them). */
const together = <T>(n: number, run: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => run(i)));

const gapless = (n: number) => Array.from({ length: n }, (_, i) => `INV-${String(i + 1).padStart(4, '0')}`);

describe('invoices under concurrent use', () => {
  it('50 concurrent creates get 50 distinct gapless numbers', async () => {
    const s = await sales(t);
    const api = apiClient(t.app, s.token);
    const results = await together(50, (i) =>
      api.call(invoicesApi.create, {
        body: {
          customerId: s.customer.id,
          lines: [{ description: `Service ${i}`, unitPrice: 100, taxCategory: 'B' }],
        },
      }),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    expect(results.map((r) => r.body.invoiceNumber).sort()).toEqual(gapless(50));
    const customer = await s.api.call(customersApi.get, { params: { id: s.customer.id } });
    expect(customer.body.balance).toBe(50 * 116);
    await expectReceivablesTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });

  it('30 concurrent creates against 10 in stock: 10 issued, 20 refused leaving no trace', async () => {
    const s = await sales(t);
    const api = apiClient(t.app, s.token);
    const results = await together(30, (i) =>
      api.call(invoicesApi.create, {
        body: {
          customerId: s.customer.id,
          lines: [
            { productId: s.sugar.id, description: 'Sugar', qty: 1, unitPrice: 160, taxCategory: 'B' },
            { description: `Service ${i}`, unitPrice: 100, taxCategory: 'A' },
          ],
        },
      }),
    );
    const ok = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status !== 201);
    expect(ok).toHaveLength(10);
    expect(refused.every((r) => r.status === 422 && r.error?.code === 'insufficient-stock')).toBe(true);
    expect(ok.map((r) => r.body.invoiceNumber).sort()).toEqual(gapless(10));
    const product = await s.api.call(productsApi.get, { params: { id: s.sugar.id } });
    expect(product.body.currentStock).toBe(0);
    const customer = await s.api.call(customersApi.get, { params: { id: s.customer.id } });
    expect(customer.body.balance).toBe(2856);
    await expectReceivablesTieOut(t.database.db, s.companyId);
    await expectInventoryTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });

  it('10 drafts issued at once against a credit limit of 1,000: only what fits is issued', async () => {
    const s = await sales(t);
    await s.api.ok(customersApi.update, { params: { id: s.customer.id }, body: { creditLimit: 1000 } });
    const api = apiClient(t.app, s.token);
    const drafts: { id: string }[] = [];
    for (let i = 0; i < 10; i++) {
      drafts.push(
        await api.ok(invoicesApi.create, {
          body: {
            customerId: s.customer.id,
            status: 'Draft',
            lines: [{ description: `Delivery ${i}`, unitPrice: 320, taxCategory: 'B' }],
          },
        }),
      );
    }
    const results = await together(10, (i) =>
      api.call(invoicesApi.issue, { params: { id: `${drafts[i]?.id}` } }),
    );
    // 371.20 each: two fit under 1,000, a third would take the balance to 1,113.60
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(
      results.filter((r) => r.status === 422).every((r) => r.error?.code === 'credit-limit-exceeded'),
    ).toBe(true);
    const customer = await s.api.call(customersApi.get, { params: { id: s.customer.id } });
    expect(customer.body.balance).toBe(742.4);
    await expectReceivablesTieOut(t.database.db, s.companyId);
  });
});
