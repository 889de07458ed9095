import { readFileSync } from 'node:fs';
import { defaultMigrationsFolder } from '@tawi/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../testing/test-app';
import { sales } from '../sales/sales.fixture';

const t = useTestApp();

/** The backfill statements of migration 0025 (the UPDATEs), to run again over voids made without a date. */
function backfill(): string[] {
  const text = readFileSync(`${defaultMigrationsFolder()}/0025_void-dates.sql`, 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => /^(--.*\n)*UPDATE/.test(s));
}

describe('migration 0025', () => {
  it("backfills a voided invoice's and bill's void date from its reversing entry", async () => {
    const s = await sales(t);
    const accounts = (await call(t.app, 'GET', '/api/accounts?limit=250', { token: s.token })).body.items;
    const rent = accounts.find((a: { code: string }) => a.code === '6190');
    const supplier = await s.post('/api/suppliers', { name: 'Kisumu Movers', paymentTerms: 'net_30' });
    const invoice = await s.post('/api/invoices', {
      customerId: s.customer.id,
      date: '2026-10-05',
      lines: [{ description: 'Survey', unitPrice: 1000, taxCategory: 'B' }],
    });
    const bill = await s.post('/api/bills', {
      supplierId: supplier.id,
      date: '2026-10-06',
      lines: [{ description: 'Haulage', accountId: rent.id, unitPrice: 500, taxCategory: 'B' }],
    });
    await s.post(`/api/invoices/${invoice.id}/void`, { date: '2026-11-03' }, 200);
    await s.post(`/api/bills/${bill.id}/void`, { date: '2026-11-04' }, 200);
    const db = t.database.db;
    await db.execute(sql`update invoices set void_date = null where id = ${invoice.id}`);
    await db.execute(sql`update bills set void_date = null where id = ${bill.id}`);
    const statements = backfill();
    expect(statements).toHaveLength(2);
    for (const statement of statements) await db.execute(sql.raw(statement));
    const get = async (url: string) => (await call(t.app, 'GET', url, { token: s.token })).body;
    expect(await get(`/api/invoices/${invoice.id}`)).toMatchObject({
      status: 'Void',
      voidDate: '2026-11-03',
    });
    expect(await get(`/api/bills/${bill.id}`)).toMatchObject({ status: 'Void', voidDate: '2026-11-04' });
    const nov = await get('/api/vat-summaries/2026-11');
    expect(nov).toMatchObject({ totalSales: -1000, outputVat: -160, totalPurchases: -500, inputVat: -80 });
  });
});
