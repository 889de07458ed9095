import type { ReceivablesAging } from '@tawi/contracts';
import {
  companies,
  creditNoteAllocations,
  customerReceipts,
  customers,
  type Executor,
  invoices,
  journalEntries,
  receiptAllocations,
} from '@tawi/db';
import { AGING_KEYS, agingTotals, invoiceOutstanding, Money } from '@tawi/domain';
import { and, asc, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { contactBalances, netOf } from '../ledger';

/**
 * The invoices that may have been open at the end of `asOf`: those not settled today (and voided ones),
 * and those paid in full today that got a receipt or a credit dated after `asOf`. An invoice paid in
 * full by receipts and credits all dated by then was settled then (Paid means its Completed receipts
 * and credits cover the total, and they all count as at `asOf`), so it is never read: the cost follows
 * the open invoices and the later receipts, not every invoice (indexes of migration 0046).
 */
function unsettledAt(companyId: string, asOf: string) {
  return sql`(
    select i.id from ${invoices} i
     where i.company_id = ${companyId} and i.status in ('Unpaid', 'PaidPartially', 'Void')
    union
    select a.invoice_id from ${receiptAllocations} a
      join ${customerReceipts} r on r.company_id = a.company_id and r.id = a.receipt_id
     where r.company_id = ${companyId} and r.date > ${asOf}
    union
    select c.invoice_id from ${creditNoteAllocations} c
     where c.company_id = ${companyId} and c.date > ${asOf}
  )`;
}

/**
 * Issued invoices (dated up to `asOf`) of the branches, optionally of one customer, that were open at
 * the end of `asOf`: what each owed then is its total less the receipts dated by then (a receipt
 * voided later still counted) and the credit notes applied by then; an invoice voided after `asOf` was
 * still open. A void counts from its business date (the invoice's void date, the receipt's reversal
 * entry), not from the moment it was recorded. Today's figures equal the invoices' stored amountPaid and amountCredited.
 */
export async function openInvoices(
  db: Executor,
  companyId: string,
  q: { asOf: string; branchIds?: readonly string[] | undefined; customerId?: string | undefined },
) {
  const voidDay = (column: unknown) =>
    sql`(${column} at time zone (select ${companies.timeZone} from ${companies} where ${companies.id} = ${companyId}))::date`;
  const paid = sql<string>`coalesce((
    select sum(${receiptAllocations.amount}) from ${receiptAllocations}
      join ${customerReceipts} on ${customerReceipts.companyId} = ${receiptAllocations.companyId}
                              and ${customerReceipts.id} = ${receiptAllocations.receiptId}
     where ${receiptAllocations.companyId} = ${invoices.companyId}
       and ${receiptAllocations.invoiceId} = ${invoices.id}
       and ${customerReceipts.date} <= ${q.asOf}
       and (${customerReceipts.status} = 'Completed' or coalesce((
         select ${journalEntries.date} from ${journalEntries}
          where ${journalEntries.companyId} = ${customerReceipts.companyId}
            and ${journalEntries.id} = ${customerReceipts.voidEntryId}
       ), ${voidDay(customerReceipts.voidedAt)}) > ${q.asOf})
  ), 0)::text`;
  const credited = sql<string>`coalesce((
    select sum(${creditNoteAllocations.amount}) from ${creditNoteAllocations}
     where ${creditNoteAllocations.companyId} = ${invoices.companyId}
       and ${creditNoteAllocations.invoiceId} = ${invoices.id}
       and ${creditNoteAllocations.date} <= ${q.asOf}
  ), 0)::text`;
  const rows = await db
    .select({
      // what callers read of an invoice (the whole row is 40 columns, for thousands of rows)
      invoice: {
        id: invoices.id,
        customerId: invoices.customerId,
        invoiceNumber: invoices.invoiceNumber,
        date: invoices.date,
        dueDate: invoices.dueDate,
        total: invoices.total,
      },
      customerName: customers.name,
      paid,
      credited,
    })
    .from(invoices)
    .innerJoin(
      customers,
      and(eq(customers.companyId, invoices.companyId), eq(customers.id, invoices.customerId)),
    )
    .where(
      and(
        eq(invoices.companyId, companyId),
        sql`${invoices.id} in ${unsettledAt(companyId, q.asOf)}`,
        or(
          ne(invoices.status, 'Void'),
          sql`coalesce(${invoices.voidDate}, ${voidDay(invoices.voidedAt)}) > ${q.asOf}`,
        ),
        lte(invoices.date, q.asOf),
        q.branchIds ? inArray(invoices.branchId, [...q.branchIds]) : undefined,
        q.customerId ? eq(invoices.customerId, q.customerId) : undefined,
      ),
    )
    .orderBy(asc(customers.name), asc(invoices.dueDate), asc(invoices.invoiceNumber));
  return rows
    .map((r) => ({ ...r, outstanding: invoiceOutstanding(r.invoice.total, r.paid, r.credited) }))
    .filter((r) => r.outstanding.isPositive());
}

/** Open amounts in the five buckets by days past due as of `asOf` (agingTotals). */
export function bucketTotals(rows: Awaited<ReturnType<typeof openInvoices>>, asOf: string) {
  return agingTotals(
    rows.map((r) => ({ dueDate: r.invoice.dueDate, outstanding: r.outstanding })),
    asOf,
  );
}

/**
 * Per customer (with their name), the credit they held at the end of `asOf` in the branches: the
 * balance of their posted customer-credits lines (receipt remainders and credit notes not yet
 * applied or refunded; contactBalances). Customers holding none are left out.
 */
export async function heldCredits(
  db: Executor,
  companyId: string,
  q: { asOf: string; branchIds?: readonly string[] | undefined },
) {
  const balances = await contactBalances(db, companyId, { systemKeys: ['customer_credits'], ...q });
  const held = [...balances.keys()]
    .map((customerId) => ({ customerId, held: netOf(balances, customerId, 'customer_credits').neg() }))
    .filter((c) => !c.held.isZero());
  if (held.length === 0) return [];
  const names = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(
      and(
        eq(customers.companyId, companyId),
        inArray(
          customers.id,
          held.map((c) => c.customerId),
        ),
      ),
    );
  const nameOf = new Map(names.map((c) => [c.id, c.name]));
  return held.flatMap((c) => {
    const customerName = nameOf.get(c.customerId);
    return customerName === undefined ? [] : [{ ...c, customerName }];
  });
}

type AgingRow = ReceivablesAging['rows'][number];
const AMOUNTS = [...Object.values(AGING_KEYS), 'unappliedCredit', 'total'] as const;

/**
 * Receivables aging (API.md): per customer, what their open invoices still owe, in the buckets
 * Current, 1-30, 31-60, 61-90 and over 90 days past due as of `asOf` (see `openInvoices`), and the
 * credit they hold, not yet applied or refunded, as a negative `unappliedCredit`; `total` is what they
 * owe net of it. So `totals.total` = the receivables account less the customer credits account, as at
 * `asOf` (in the branches).
 */
export async function receivablesAging(
  db: Executor,
  companyId: string,
  asOf: string,
  branchIds: readonly string[] | undefined,
): Promise<ReceivablesAging> {
  const rows = await openInvoices(db, companyId, { asOf, branchIds });
  const byCustomer = new Map<string, { name: string; rows: typeof rows; credit: Money }>();
  const entryOf = (id: string, name: string) => {
    const entry = byCustomer.get(id) ?? { name, rows: [], credit: Money.zero() };
    byCustomer.set(id, entry);
    return entry;
  };
  for (const r of rows) entryOf(r.invoice.customerId, r.customerName).rows.push(r);
  for (const c of await heldCredits(db, companyId, { asOf, branchIds })) {
    entryOf(c.customerId, c.customerName).credit = c.held;
  }
  const out: AgingRow[] = [...byCustomer.entries()]
    .map(([customerId, c]) => {
      const buckets = bucketTotals(c.rows, asOf);
      const total = Money.of(buckets.total).minus(c.credit).toNumber();
      return {
        customerId,
        customerName: c.name,
        ...buckets,
        unappliedCredit: c.credit.neg().toNumber(),
        total,
      };
    })
    .sort((a, b) => a.customerName.localeCompare(b.customerName));
  const totals = Object.fromEntries(
    AMOUNTS.map((k) => [k, Money.sum(out.map((r) => Money.of(r[k]))).toNumber()]),
  ) as ReceivablesAging['totals'];
  return { asOf, rows: out, totals };
}
