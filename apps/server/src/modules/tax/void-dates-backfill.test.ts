import { readFileSync } from 'node:fs';
import { billsApi, invoicesApi, ledgerApi, suppliersApi, taxApi } from '@tawi/contracts';
import { defaultMigrationsFolder } from '@tawi/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { useTestApp } from '../../testing/test-app';
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
    const api = apiClient(t.app, s.token);
    const accounts = (await api.ok(ledgerApi.listAccounts, { query: { limit: 250 } })).items;
    const rent = accounts.find((a) => a.code === '6190')!;
    const supplier = await api.ok(suppliersApi.create, {
      body: { name: 'Kisumu Movers', paymentTerms: 'net_30' },
    });
    const invoice = await api.ok(invoicesApi.create, {
      body: {
        customerId: s.customer.id,
        date: '2026-10-05',
        lines: [{ description: 'Survey', unitPrice: 1000, taxCategory: 'B' }],
      },
    });
    const bill = await api.ok(billsApi.create, {
      body: {
        supplierId: supplier.id,
        date: '2026-10-06',
        lines: [{ description: 'Haulage', accountId: rent.id, unitPrice: 500, taxCategory: 'B' }],
      },
    });
    await api.ok(invoicesApi.void, { params: { id: invoice.id }, body: { date: '2026-11-03' } });
    await api.ok(billsApi.void, { params: { id: bill.id }, body: { date: '2026-11-04' } });
    const db = t.database.db;
    await db.execute(sql`update invoices set void_date = null where id = ${invoice.id}`);
    await db.execute(sql`update bills set void_date = null where id = ${bill.id}`);
    const statements = backfill();
    expect(statements).toHaveLength(2);
    for (const statement of statements) await db.execute(sql.raw(statement));
    expect(await api.ok(invoicesApi.get, { params: { id: invoice.id } })).toMatchObject({
      status: 'Void',
      voidDate: '2026-11-03',
    });
    expect(await api.ok(billsApi.get, { params: { id: bill.id } })).toMatchObject({
      status: 'Void',
      voidDate: '2026-11-04',
    });
    const nov = await api.ok(taxApi.get, { params: { period: '2026-11' } });
    expect(nov).toMatchObject({ totalSales: -1000, outputVat: -160, totalPurchases: -500, inputVat: -80 });
  });
});
