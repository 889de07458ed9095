import { invoicesApi } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { expectInventoryTieOut } from '../../testing/inventory-invariants';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { useTestApp } from '../../testing/test-app';
import { expectReceivablesTieOut, sales } from './sales.fixture';
import { orderCalls } from './sales-orders.fixture';

const t = useTestApp();

/** Fired together: on PostgreSQL these run in parallel transactions (PGlite queues them). */
const together = <T>(n: number, run: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => run(i)));

describe('sales orders under concurrent invoicing', () => {
  it('8 requests each for the whole order at once: one invoice, 7 refused, never more than ordered', async () => {
    const s = await sales(t);
    const so = orderCalls(t, s);
    const order = await so.create({
      lines: [
        { productId: s.sugar.id, description: 'Sugar 1 kg', qty: 3, unitPrice: 160, taxCategory: 'B' },
        { productId: s.soap.id, description: 'Bar soap', qty: 2, unitPrice: 60, taxCategory: 'B' },
      ],
    });
    const results = await together(8, () =>
      so.invoice(order.id, {
        lines: [
          { lineNo: 1, qty: 3 },
          { lineNo: 2, qty: 2 },
        ],
      }),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, r.error?.code])).toEqual(Array(7).fill([422, 'exceeds-ordered']));
    const now = await so.get(order.id);
    expect(now.status).toBe('Invoiced');
    expect(so.progress(now)).toEqual([
      [3, 0],
      [2, 0],
    ]);
    expect(now.invoices.map((i) => i.invoiceNumber)).toEqual(['INV-0001']);
    expect(await so.invoiceCount()).toBe(1);
    expect(await so.stock(s.sugar.id)).toBe(7);
    expect(await so.stock(s.soap.id)).toBe(3);
    await expectReceivablesTieOut(t.database.db, s.companyId);
    await expectInventoryTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });

  it('8 requests for 1 each of an order of 5, with voids racing: invoiced never passes the order', async () => {
    const s = await sales(t);
    const so = orderCalls(t, s);
    const order = await so.create({
      lines: [{ productId: s.sugar.id, description: 'Sugar 1 kg', qty: 5, unitPrice: 160, taxCategory: 'B' }],
    });
    const one = { lines: [{ lineNo: 1, qty: 1 }] };
    const first = await together(8, () => so.invoice(order.id, one));
    const made = first.filter((r) => r.status === 201);
    expect(made).toHaveLength(5);
    expect(first.filter((r) => r.status === 422)).toHaveLength(3);
    expect((await so.get(order.id)).status).toBe('Invoiced');
    // two voids and four new requests at once: exactly the two freed units are invoiced again
    const raced = await Promise.all([
      ...made.slice(0, 2).map((r) => so.api.call(invoicesApi.void, { params: { id: r.body.id }, body: {} })),
      ...Array.from({ length: 4 }, () => so.invoice(order.id, one)),
    ]);
    expect(raced.slice(0, 2).map((r) => r.status)).toEqual([200, 200]);
    const again = raced.slice(2).filter((r) => r.status === 201).length;
    const now = await so.get(order.id);
    expect(so.progress(now)).toEqual([[3 + again, 2 - again]]);
    expect(now.invoices.filter((i) => i.status !== 'Void')).toHaveLength(3 + again);
    expect(await so.stock(s.sugar.id)).toBe(10 - 3 - again);
    await expectReceivablesTieOut(t.database.db, s.companyId);
    await expectInventoryTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });
});
