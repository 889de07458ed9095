import { ledgerApi, productsApi, suppliersApi, type WireOf } from '@tawi/contracts';
import type { Database } from '@tawi/db';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { tradingCompany } from '../../testing/trading-company';

/** A company with a Net 30 supplier, two products and a bank account to pay from. */
export async function trade(t: TestApp, companyName = 'Biashara Ltd', vat = { vatRegistered: true }) {
  const company = await tradingCompany(t, companyName, vat, { name: 'KCB Current', openingBalance: 500000 });
  const { api } = company;
  const supplier = await api.ok(suppliersApi.create, {
    body: {
      name: 'Mombasa Millers Ltd',
      phone: '0712345678',
      kraPin: 'P051234567X',
      paymentTerms: 'net_30',
    },
  });
  const product = (body: WireOf<typeof productsApi.create.body>) => api.ok(productsApi.create, { body });
  const flour = await product({ sku: 'FLOUR-2', name: 'Wheat flour 2 kg', sellingPrice: 220 });
  const oil = await product({ sku: 'OIL-1', name: 'Cooking oil 1 l', sellingPrice: 400 });
  return {
    ...company,
    supplier,
    flour,
    oil,
    /** The id of the chart's account with this code. */
    accountId: async (code: string) => {
      const accounts = await api.ok(ledgerApi.listAccounts, { query: { limit: 250 } });
      const account = accounts.items.find((a) => a.code === code);
      if (!account) throw new Error(`no account ${code}`);
      return account.id;
    },
  };
}

export type Trade = Awaited<ReturnType<typeof trade>>;

/** Accounts payable in the books equals what the open bills still owe, in total and per supplier. */
export async function expectPayablesTieOut(db: Database, companyId: string) {
  const result = await db.execute(sql`
    with books as (
      select l.contact_id, sum(l.credit - l.debit) as owed
        from journal_lines l join accounts a on a.id = l.account_id join journal_entries e on e.id = l.entry_id
       where l.company_id = ${companyId} and a.system_key = 'accounts_payable' and e.status = 'Posted'
       group by l.contact_id),
    open as (
      select supplier_id, sum(total_amount - paid_amount) as owed from bills
       where company_id = ${companyId} and status <> 'Void' group by supplier_id)
    select coalesce(b.contact_id, o.supplier_id) as supplier, b.owed::text as books, o.owed::text as bills
      from books b full join open o on o.supplier_id = b.contact_id
     where coalesce(b.owed, 0) <> coalesce(o.owed, 0)`);
  expect((result as unknown as { rows: unknown[] }).rows, 'payables account = open bills').toEqual([]);
}
