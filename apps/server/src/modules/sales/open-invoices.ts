import {
  companies,
  creditNoteAllocations,
  customerReceipts,
  customers,
  type Executor,
  invoices,
  journalDayCounts,
  journalEntries,
  receiptAllocations,
} from '@tawi/db';
import {
  AGING_DAY_LIMITS,
  AGING_KEYS,
  type AgingKey,
  type AgingTotals,
  agingTotals,
  Money,
} from '@tawi/domain';
import { asc, eq, gte, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { keyedJoin, ofCompany } from '../../platform/company-rows';
import { givenEquals } from '../../platform/list-filters';

export interface OpenInvoicesQuery {
  asOf: string;
  branchIds?: readonly string[] | undefined;
  customerId?: string | undefined;
  /** Only the invoices due on or after this day (those not yet due as at `asOf`, with `asOf`). */
  dueFrom?: string | undefined;
}

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

/** The company's local day of a moment (a void recorded at 00:30 EAT belongs to that day). */
const localDay = (companyId: string, column: unknown) =>
  sql`(${column} at time zone (select ${companies.timeZone} from ${companies} where ${companies.id} = ${companyId}))::date`;

/**
 * Per invoice among `candidates`, what its receipts dated by `asOf` paid: a receipt voided later still
 * counted then (a void counts from the reversal entry's date, else the local day it was recorded).
 */
function paidAsOf(db: Executor, companyId: string, asOf: string, candidates: SQL) {
  const a = receiptAllocations;
  const r = customerReceipts;
  const voidedOn = sql`coalesce((
    select ${journalEntries.date} from ${journalEntries}
     where ${journalEntries.companyId} = ${r.companyId} and ${journalEntries.id} = ${r.voidEntryId}
  ), ${localDay(companyId, r.voidedAt)})`;
  return db
    .select({
      invoiceId: sql<string>`${a.invoiceId}`.as('paid_invoice_id'),
      amount: sql<string>`sum(${a.amount})`.as('paid_amount'),
    })
    .from(a)
    .innerJoin(r, keyedJoin(r, a, a.receiptId))
    .where(
      ofCompany(
        a,
        companyId,
        sql`${a.invoiceId} in ${candidates}`,
        lte(r.date, asOf),
        or(eq(r.status, 'Completed'), sql`${voidedOn} > ${asOf}`),
      ),
    )
    .groupBy(a.invoiceId)
    .as('paid_as_of');
}

/** Per invoice among `candidates`, the credit notes applied to it by `asOf`. */
function creditedAsOf(db: Executor, companyId: string, asOf: string, candidates: SQL) {
  const c = creditNoteAllocations;
  return db
    .select({
      invoiceId: sql<string>`${c.invoiceId}`.as('credited_invoice_id'),
      amount: sql<string>`sum(${c.amount})`.as('credited_amount'),
    })
    .from(c)
    .where(ofCompany(c, companyId, sql`${c.invoiceId} in ${candidates}`, lte(c.date, asOf)))
    .groupBy(c.invoiceId)
    .as('credited_as_of');
}

/**
 * The issued invoices (dated up to `asOf`) of the branches, optionally of one customer, open at the end
 * of `asOf`, with `outstanding`: the total less the receipts dated by then (paidAsOf) and the credit
 * notes applied by then; an invoice voided after `asOf` was still open. The caller picks the columns
 * (`outstanding` among them) and adds grouping and order.
 */
function openAt<S extends Record<string, unknown>>(
  db: Executor,
  companyId: string,
  q: OpenInvoicesQuery,
  columns: (outstanding: SQL<string>) => S,
) {
  const candidates = unsettledAt(companyId, q.asOf);
  const paid = paidAsOf(db, companyId, q.asOf, candidates);
  const credited = creditedAsOf(db, companyId, q.asOf, candidates);
  const outstanding = sql<string>`(${invoices.total} - coalesce(${paid.amount}, 0) - coalesce(${credited.amount}, 0))`;
  return db
    .select(columns(outstanding) as never)
    .from(invoices)
    .leftJoin(paid, eq(paid.invoiceId, invoices.id))
    .leftJoin(credited, eq(credited.invoiceId, invoices.id))
    .where(
      ofCompany(
        invoices,
        companyId,
        sql`${invoices.id} in ${candidates}`,
        or(
          ne(invoices.status, 'Void'),
          sql`coalesce(${invoices.voidDate}, ${localDay(companyId, invoices.voidedAt)}) > ${q.asOf}`,
        ),
        lte(invoices.date, q.asOf),
        q.branchIds ? inArray(invoices.branchId, [...q.branchIds]) : undefined,
        givenEquals(invoices.customerId, q.customerId),
        q.dueFrom ? gte(invoices.dueDate, q.dueFrom) : undefined,
        sql`${outstanding} > 0`,
      ),
    )
    .$dynamic();
}

/**
 * The invoices open at the end of `asOf` (openAt), each with what it still owed then: the statement
 * lists them. Today's figures equal the invoices' stored amountPaid and amountCredited.
 */
export async function openInvoices(db: Executor, companyId: string, q: OpenInvoicesQuery) {
  const rows = (await openAt(db, companyId, q, (outstanding) => ({
    // what callers read of an invoice (the whole row is 40 columns)
    invoice: {
      id: invoices.id,
      customerId: invoices.customerId,
      invoiceNumber: invoices.invoiceNumber,
      date: invoices.date,
      dueDate: invoices.dueDate,
      total: invoices.total,
    },
    customerName: customers.name,
    outstanding: sql<string>`${outstanding}::text`,
  }))
    .innerJoin(customers, keyedJoin(customers, invoices, invoices.customerId))
    .orderBy(asc(customers.name), asc(invoices.dueDate), asc(invoices.invoiceNumber))) as Array<{
    invoice: {
      id: string;
      customerId: string;
      invoiceNumber: string;
      date: string;
      dueDate: string;
      total: string;
    };
    customerName: string;
    outstanding: string;
  }>;
  return rows.map((r) => ({ ...r, outstanding: Money.of(r.outstanding) }));
}

/** SQL: the aging bucket (AGING_KEYS' field) of a due date as at `asOf`, by the domain's day limits. */
export function agingBucketOf(dueDate: unknown, asOf: string) {
  const keys = Object.values(AGING_KEYS);
  const days = sql`(${asOf}::date - ${dueDate})`;
  const whens = AGING_DAY_LIMITS.map(
    (limit, i) => sql`when ${days} <= ${sql.raw(String(limit))} then ${keys[i]}`,
  );
  return sql<AgingKey>`(case ${sql.join(whens, sql` `)} else ${keys[AGING_DAY_LIMITS.length]} end)`;
}

export interface OpenInvoiceBucket {
  customerId: string;
  customerName: string;
  bucket: AgingKey;
  outstanding: Money;
  /** How many open invoices make up the amount. */
  invoices: number;
}

/**
 * Whether what the invoices owed at the end of `asOf` is what they owe now (their stored amountPaid and
 * amountCredited): nothing posted is dated after `asOf` (a later receipt, credit, void of an invoice or
 * of a receipt all post an entry dated when they count), nor any receipt or credit applied. Three index
 * probes; true for an aging as at today, the usual case.
 */
async function storedAmountsHoldAt(db: Executor, companyId: string, asOf: string): Promise<boolean> {
  const [row] = await db
    .select({
      later: sql<boolean>`exists (select 1 from ${journalDayCounts} d where d.company_id = ${companyId} and d.day > ${asOf})
        or exists (select 1 from ${customerReceipts} r where r.company_id = ${companyId} and r.date > ${asOf})
        or exists (select 1 from ${creditNoteAllocations} c where c.company_id = ${companyId} and c.date > ${asOf})`,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.later === false;
}

/** The open invoices of the query from their stored amounts (storedAmountsHoldAt), summed per customer and bucket. */
function storedBuckets(db: Executor, companyId: string, q: OpenInvoicesQuery) {
  const outstanding = sql`${invoices.total} - ${invoices.amountPaid} - ${invoices.amountCredited}`;
  return db
    .select({
      customerId: sql<string>`${invoices.customerId}`.as('bucket_customer_id'),
      bucket: agingBucketOf(invoices.dueDate, q.asOf).as('bucket'),
      outstanding: sql<string>`sum(${outstanding})`.as('bucket_outstanding'),
      invoices: sql<number>`count(*)::int`.as('bucket_invoices'),
    })
    .from(invoices)
    .where(
      ofCompany(
        invoices,
        companyId,
        sql`${invoices.status} in ('Unpaid', 'PaidPartially')`,
        lte(invoices.date, q.asOf),
        q.branchIds ? inArray(invoices.branchId, [...q.branchIds]) : undefined,
        givenEquals(invoices.customerId, q.customerId),
        q.dueFrom ? gte(invoices.dueDate, q.dueFrom) : undefined,
        sql`${outstanding} > 0`,
      ),
    )
    .groupBy(sql`1`, sql`2`)
    .as('per_bucket');
}

/** The invoices open at the end of `asOf` (openAt) summed per customer and aging bucket. */
function bucketsAsAt(db: Executor, companyId: string, q: OpenInvoicesQuery) {
  return openAt(db, companyId, q, (outstanding) => ({
    customerId: sql<string>`${invoices.customerId}`.as('bucket_customer_id'),
    bucket: agingBucketOf(invoices.dueDate, q.asOf).as('bucket'),
    outstanding: sql<string>`sum(${outstanding})`.as('bucket_outstanding'),
    invoices: sql<number>`count(*)::int`.as('bucket_invoices'),
    // by position: the bucket's expression carries its own parameters, which GROUP BY cannot match
  }))
    .groupBy(sql`1`, sql`2`)
    .as('per_bucket') as unknown as ReturnType<typeof storedBuckets>;
}

/**
 * What the invoices open at the end of `asOf` still owed, summed in SQL per customer and aging bucket:
 * the aging and the dashboard read a few rows per customer, not every open invoice. As at a day after
 * which nothing is dated (storedAmountsHoldAt) from the invoices' stored amounts; else as at then (openAt).
 */
export async function openInvoiceBuckets(
  db: Executor,
  companyId: string,
  q: OpenInvoicesQuery,
): Promise<OpenInvoiceBucket[]> {
  const stored = await storedAmountsHoldAt(db, companyId, q.asOf);
  const perBucket = stored ? storedBuckets(db, companyId, q) : bucketsAsAt(db, companyId, q);
  // the names joined to a few rows per customer, after the sums (sorting open invoices by name is slow)
  const rows = await db
    .select({
      customerId: perBucket.customerId,
      customerName: customers.name,
      bucket: perBucket.bucket,
      outstanding: sql<string>`${perBucket.outstanding}::text`,
      invoices: perBucket.invoices,
    })
    .from(perBucket)
    .innerJoin(customers, ofCompany(customers, companyId, eq(customers.id, perBucket.customerId)));
  return rows.map((r) => ({ ...r, outstanding: Money.of(r.outstanding) }));
}

/** Open invoices' amounts in the five buckets by days past due as of `asOf` (agingTotals). */
export function bucketTotals(rows: Awaited<ReturnType<typeof openInvoices>>, asOf: string) {
  return agingTotals(
    rows.map((r) => ({ dueDate: r.invoice.dueDate, outstanding: r.outstanding })),
    asOf,
  );
}

/** An amount open in an aging bucket (of a customer's invoices, a supplier's bills). */
type BucketAmount = { bucket: AgingKey; outstanding: Money };

/** The aging figures (each bucket's sum and the total) of bucket rows (openInvoiceBuckets, openBills). */
export function agingOfBuckets(rows: readonly BucketAmount[]): AgingTotals {
  const sum = (of: readonly BucketAmount[]) => Money.sum(of.map((r) => r.outstanding)).toNumber();
  const buckets = Object.fromEntries(
    Object.values(AGING_KEYS).map((key) => [key, sum(rows.filter((r) => r.bucket === key))]),
  );
  return { ...buckets, total: sum(rows) } as AgingTotals;
}
