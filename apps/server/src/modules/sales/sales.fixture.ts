import { customersApi, productsApi } from '@tawi/contracts';
import type { Database } from '@tawi/db';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { tradingCompany } from '../../testing/trading-company';

/**
 * A company with a Net 30 customer, two stocked products (sugar 10 at cost 100, soap 5 at cost 40)
 * and a bank account to receive into.
 */
export async function sales(t: TestApp, companyName = 'Duka Bora Ltd', vat = { vatRegistered: true }) {
  const company = await tradingCompany(t, companyName, vat, { name: 'Equity Current', openingBalance: 0 });
  const { api } = company;
  const customer = await api.ok(customersApi.create, {
    body: {
      name: 'Nakuru Hardware Ltd',
      phone: '0722000111',
      kraPin: 'P051111111A',
      paymentTerms: 'net_30',
    },
  });
  const sugar = await api.ok(productsApi.create, {
    body: { sku: 'SUGAR-1', name: 'Sugar 1 kg', sellingPrice: 160, costPrice: 100, openingStock: 10 },
  });
  const soap = await api.ok(productsApi.create, {
    body: { sku: 'SOAP-1', name: 'Bar soap', sellingPrice: 60, costPrice: 40, openingStock: 5 },
  });
  return { ...company, customer, sugar, soap };
}

export type Sales = Awaited<ReturnType<typeof sales>>;

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

/**
 * Per customer: accounts receivable in the books = what the issued invoices still owe, customer
 * credits in the books = the unapplied receipt remainders and credit-note credit; so the customer's
 * balance = open invoices - unapplied credits. Per invoice: amountPaid = its allocations from
 * receipts not voided, amountCredited = its credit-note allocations; per credit note: total =
 * allocations + refunds + unapplied.
 */
export async function expectReceivablesTieOut(db: Database, companyId: string) {
  const receivables = await db.execute(sql`
    with books as (
      select l.contact_id, sum(l.debit - l.credit) as owed
        from journal_lines l join accounts a on a.id = l.account_id join journal_entries e on e.id = l.entry_id
       where l.company_id = ${companyId} and a.system_key = 'accounts_receivable' and e.status = 'Posted'
       group by l.contact_id),
    open as (
      select customer_id, sum(total - amount_paid - amount_credited) as owed from invoices
       where company_id = ${companyId} and status not in ('Void', 'Draft') group by customer_id)
    select coalesce(b.contact_id, o.customer_id) as customer, b.owed::text as books, o.owed::text as invoices
      from books b full join open o on o.customer_id = b.contact_id
     where coalesce(b.owed, 0) <> coalesce(o.owed, 0)`);
  expect(rowsOf(receivables), 'receivables account = open invoices').toEqual([]);
  const credits = await db.execute(sql`
    with books as (
      select l.contact_id, sum(l.credit - l.debit) as held
        from journal_lines l join accounts a on a.id = l.account_id join journal_entries e on e.id = l.entry_id
       where l.company_id = ${companyId} and a.system_key = 'customer_credits' and e.status = 'Posted'
       group by l.contact_id),
    unapplied as (
      select customer_id, sum(held) as held from (
        select customer_id, unallocated as held from customer_receipts where company_id = ${companyId}
        union all
        select customer_id, unapplied from credit_notes where company_id = ${companyId}) c
       group by customer_id)
    select coalesce(b.contact_id, u.customer_id) as customer, b.held::text as books, u.held::text as receipts
      from books b full join unapplied u on u.customer_id = b.contact_id
     where coalesce(b.held, 0) <> coalesce(u.held, 0)`);
  expect(rowsOf(credits), 'customer credits account = unapplied credits').toEqual([]);
  await expectDocumentsTieOut(db, companyId);
}

async function expectDocumentsTieOut(db: Database, companyId: string) {
  const invoices = await db.execute(sql`
    select i.invoice_number,
           i.amount_paid::text as paid,
           (select coalesce(sum(a.amount), 0) from receipt_allocations a join customer_receipts r on r.id = a.receipt_id
             where a.invoice_id = i.id and r.status = 'Completed')::text as receipts,
           i.amount_credited::text as credited,
           (select coalesce(sum(c.amount), 0) from credit_note_allocations c where c.invoice_id = i.id)::text as notes
      from invoices i where i.company_id = ${companyId}`);
  const off = rowsOf(invoices).filter((r) => {
    const row = r as Record<string, string>;
    return Number(row.paid) !== Number(row.receipts) || Number(row.credited) !== Number(row.notes);
  });
  expect(off, 'invoices paid and credited = their allocations').toEqual([]);
  const notes = await db.execute(sql`
    select n.credit_note_number, n.total::text,
           ((select coalesce(sum(amount), 0) from credit_note_allocations a where a.credit_note_id = n.id)
            + (select coalesce(sum(amount), 0) from credit_note_refunds f where f.credit_note_id = n.id)
            + n.unapplied)::text as used,
           n.refunded::text,
           (select coalesce(sum(amount), 0) from credit_note_refunds f where f.credit_note_id = n.id)::text as refunds
      from credit_notes n
     where n.company_id = ${companyId}`);
  const bad = rowsOf(notes).filter((r) => {
    const row = r as Record<string, string>;
    return Number(row.total) !== Number(row.used) || Number(row.refunded) !== Number(row.refunds);
  });
  expect(bad, 'credit notes: total = applied + refunded + unapplied').toEqual([]);
}

/** Duka la Mama Ltd's bank and M-Pesa details, as its documents print them. */
export const DUKA_PAYMENT_INSTRUCTIONS = {
  bankName: 'Equity Bank',
  bankBranch: 'Kimathi Street',
  accountName: 'Duka la Mama Ltd',
  accountNumber: '0180 2940 11234',
  mpesaPaybill: '247247',
  mpesaAccountNumber: '',
  mpesaTill: '5123456',
  note: 'Cheques payable to Duka la Mama Ltd',
};
